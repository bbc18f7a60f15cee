import { useTaskStatusSubscription } from './taskStatus';
import { TASKS, type TaskKey } from '../../domain/tasks';

function TaskStatusSubscription({ taskKey }: { taskKey: TaskKey }) {
  useTaskStatusSubscription(taskKey);
  return null;
}

/**
 * Keeps every task status loaded and current while it is on screen: a status only prefetched
 * is dropped from the cache a minute after no screen shows it (on a phone, the menu is not built
 * until opened), and the next-task choice and the menu would then read it as unknown.
 */
export function TaskStatusSubscriptions() {
  return (
    <>
      {TASKS.map((task) => (
        <TaskStatusSubscription key={task.key} taskKey={task.key} />
      ))}
    </>
  );
}
