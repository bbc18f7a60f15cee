import { TaskStatusSubscriptions } from '../components/task/TaskStatusSubscriptions';
import AppShell from '../features/layout/AppShell';

/**
 * The signed-in frame of every page: the shell, and every task status kept loaded for as
 * long as the guest is signed in, so the menu, the progress and the next-task choice always read
 * known statuses, on a phone whose menu is not built as well.
 */
export default function SignedInShell() {
  return (
    <>
      <TaskStatusSubscriptions />
      <AppShell />
    </>
  );
}
