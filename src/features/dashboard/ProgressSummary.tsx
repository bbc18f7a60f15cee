import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTaskProgress } from '../../components/task/taskStatus';

const BAR_HEIGHT = 8;

/**
 * How far the guest is: what they have done (submitted or completed) and how much of it the team
 * has confirmed, updated as task statuses change. No figure until every status is known: the
 * line is a live region, and a count made while responses arrive would be read out, and wrong.
 */
export function ProgressSummary() {
  const progress = useTaskProgress();
  // A task the team still prepares is not the guest's to do: a guest counted it as waiting on them.
  const summary = progress
    ? `${progress.done} of ${progress.total} done · ${progress.confirmed} confirmed by our team` +
      (progress.preparing
        ? ` · ${progress.preparing} ${progress.preparing === 1 ? 'opens' : 'open'} later`
        : '')
    : '';
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, height: '100%' }}>
      <Typography component="h2" variant="body1" sx={{ fontWeight: 600 }}>
        Your progress
      </Typography>
      {/* One line either way: the loading line gives way to the summary without a shift. */}
      <Box>
        {/* On screen (empty) from the start: a live region announces text that changes in it. */}
        <Typography id="progress-label" aria-live="polite">
          {summary}
        </Typography>
        {progress ? null : <Typography>Loading progress...</Typography>}
      </Box>
      {progress ? (
        <LinearProgress
          variant="determinate"
          value={Math.round((progress.done / progress.total) * 100)}
          aria-labelledby="progress-label"
          aria-valuetext={summary}
          color="success"
          // A grey track: the success colour's pale track reads as a full bar when nothing is done.
          sx={{ height: BAR_HEIGHT, borderRadius: 4, bgcolor: 'grey.300' }}
        />
      ) : (
        <Box sx={{ height: BAR_HEIGHT }} />
      )}
    </Paper>
  );
}
