import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../components/PageLoad';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import type { TaskDefinition } from '../../components/task/tasks';
import { useTaskStatus } from '../../components/task/taskStatus';

function StatusAlert({ task }: { task: TaskDefinition }) {
  const { status, statusMessages, isLoading, error } = useTaskStatus(task.key);
  if (isLoading) {
    // Text only, like `LoadingState`: six spinners starting at once cost a slow phone a task.
    return (
      <Typography variant="body2" role="status">
        Loading...
      </Typography>
    );
  }
  if (error) {
    return <LoadFailure error={error} fallback="Failed to load." />;
  }
  return <TaskStatusBanner status={status} statusMessages={statusMessages} tone="card" />;
}

export function TaskCard({ task }: { task: TaskDefinition }) {
  const headingId = `task-${task.key}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <task.Icon color="primary" aria-hidden="true" />
          <Typography component="h3" variant="h3" id={headingId}>
            {task.title}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {task.description}
        </Typography>
        <StatusAlert task={task} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={task.path}
          variant="outlined"
          aria-label={`Open ${task.title}`}
        >
          Open
        </Button>
      </CardActions>
    </Card>
  );
}
