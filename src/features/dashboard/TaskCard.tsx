import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import type { TaskInfo } from '../../components/task/taskCatalog';
import { useTaskStatus } from '../../components/task/useTaskStatus';

function StatusAlert({ task }: { task: TaskInfo }) {
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
    return (
      <Alert severity="error">
        <strong>Unable to load.</strong> {errorMessage(error, 'Failed to load.')}
      </Alert>
    );
  }
  return <TaskStatusBanner status={status} statusMessages={statusMessages} tone="card" />;
}

export function TaskCard({ task, icon }: { task: TaskInfo; icon: ReactNode }) {
  const headingId = `task-${task.key}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {icon}
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
