import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { NextTaskLink } from './NextTaskLink';
import { taskOf, type TaskKey } from '../../domain/tasks';

/**
 * The thank-you after a task's submit, with the way on to the next task. It takes the focus and
 * scrolls into view when it appears: the dialog that caused it has closed, and its button with
 * it, so the guest (and a screen reader) would otherwise be left on the page's body.
 */
export function SubmitConfirmation({ task }: { task: TaskKey }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the closing dialog has handed the focus back to where it was opened from.
    const frame = requestAnimationFrame(() => {
      alert.current?.focus({ preventScroll: true });
      alert.current?.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Alert ref={alert} severity="success" role="status" tabIndex={-1}>
      <Stack spacing={1.5}>
        <span>{taskOf(task).submit.thanks}</span>
        <NextTaskLink current={task} />
      </Stack>
    </Alert>
  );
}
