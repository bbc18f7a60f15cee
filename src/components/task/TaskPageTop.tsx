import { taskOf, type TaskKey } from '../../domain/tasks';
import { SubmitConfirmation } from './SubmitConfirmation';
import { TaskPageHeader } from './TaskPageHeader';
import { TaskStatusBanner } from './TaskStatusBanner';
import { useTaskStatus } from './taskStatus';

/** What every task page opens with: its heading, its status and, once submitted, the thank-you. */
export function TaskPageTop({ task, submitted }: { task: TaskKey; submitted: boolean }) {
  const status = useTaskStatus(task);
  return (
    <>
      <TaskPageHeader title={taskOf(task).heading} />
      <TaskStatusBanner status={status.status} statusMessages={status.statusMessages} />
      {submitted ? <SubmitConfirmation task={task} /> : null}
    </>
  );
}
