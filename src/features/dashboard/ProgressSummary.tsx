import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCompletedTaskCount } from '../../components/task/taskStatus';

/** How far the guest is, updated as task statuses change. */
export function ProgressSummary() {
  const { completed, total } = useCompletedTaskCount();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="progress-label" sx={{ fontWeight: 600 }} aria-live="polite">
        {completed} of {total} tasks completed
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(completed / total) * 100}
        aria-labelledby="progress-label"
        color="success"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Paper>
  );
}
