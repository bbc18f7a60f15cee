import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTaskProgress } from '../../components/task/taskStatus';

/**
 * How far the guest is: what they have done (submitted or completed) and how much of it the team
 * has confirmed, updated as task statuses change.
 */
export function ProgressSummary() {
  const { done, confirmed, total } = useTaskProgress();
  const summary = `${done} of ${total} done · ${confirmed} confirmed by our team`;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, height: '100%' }}>
      <Typography component="h2" variant="body1" sx={{ fontWeight: 600 }}>
        Your progress
      </Typography>
      <Typography id="progress-label" aria-live="polite">
        {summary}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((done / total) * 100)}
        aria-labelledby="progress-label"
        aria-valuetext={summary}
        color="success"
        // A grey track: the success colour's pale track reads as a full bar when nothing is done.
        sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.300' }}
      />
    </Paper>
  );
}
