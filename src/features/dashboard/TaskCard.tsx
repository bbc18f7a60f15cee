import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useWebcamAvailable } from '../../components/documentUpload/useWebcamAvailable';
import { LoadFailure } from '../../components/PageLoad';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import type { TaskDefinition } from '../../domain/tasks';
import { useTaskStatus } from '../../components/task/taskStatus';

function StatusAlert({ task }: { task: TaskDefinition }) {
  const { status, statusMessages, isLoading, error } = useTaskStatus(task.key);
  if (isLoading) {
    // Text only, like `LoadingState`: a spinner per task starting at once cost a slow phone a task.
    // Not a live region: all of them would be read out; the progress line says when all are in.
    return <Typography variant="body2">Loading...</Typography>;
  }
  if (error) {
    return <LoadFailure error={error} fallback="Failed to load." />;
  }
  return <TaskStatusBanner status={status} statusMessages={statusMessages} tone="card" />;
}

/** The webcam is offered only where the task's page offers it (a desktop with a camera). */
function WebcamNote({ note }: { note: string }) {
  return useWebcamAvailable() ? ` ${note}` : null;
}

/** `children`: what the card adds for its task (passports: the travellers still missing). */
export function TaskCard({ task, children }: { task: TaskDefinition; children?: ReactNode }) {
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
          {task.webcamNote ? <WebcamNote note={task.webcamNote} /> : null}
        </Typography>
        {/* Before the server's status: what the card knows of this booking is the newer news
            ("every traveller has a passport", under a banner that still asks for uploads). */}
        {children}
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
