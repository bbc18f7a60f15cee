import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { shallowEqual } from 'react-redux';
import { useAppSelector, type PortalState } from '../../api/hooks';
import { menuIconKind } from '../../domain/taskStatus';
import { selectAllStatusesKnown, selectTaskStatus } from './taskStatus';
import { TaskStatusSubscriptions } from './TaskStatusSubscriptions';
import { PAYMENTS_PATH } from '../../domain/invoices';
import { TASKS, type TaskKey } from '../../domain/tasks';

export interface NextStep {
  path: string;
  label: string;
}

/** Every task's status in task order, or null while any is still loading. */
const selectKnownStatuses = (state: PortalState) =>
  selectAllStatusesKnown(state)
    ? TASKS.map((task) => selectTaskStatus(task.key)(state).status)
    : null;

/**
 * The next task after `current`, in the order the guest meets them (wrapping round), that still
 * needs the guest (as the menu's "Action required": a status that failed to load counts); the
 * payments once none does.
 */
export function nextStep(current: TaskKey, statuses: readonly (string | null)[]): NextStep {
  const from = TASKS.findIndex((task) => task.key === current);
  for (let step = 1; step < TASKS.length; step += 1) {
    const index = (from + step) % TASKS.length;
    const task = TASKS[index];
    if (task && menuIconKind(statuses[index]) === 'action') {
      return { path: task.path, label: `Next task: ${task.title}` };
    }
  }
  return { path: PAYMENTS_PATH, label: 'Next: Payments' };
}

/**
 * "Next task: …", shown with a task's submit confirmation. It waits until every status is known,
 * so it appears once with the true next step instead of changing (and being read out) as
 * statuses arrive.
 */
export function NextTaskLink({ current }: { current: TaskKey }) {
  const statuses = useAppSelector(selectKnownStatuses, shallowEqual);
  return (
    <>
      <TaskStatusSubscriptions />
      {statuses ? <NextLinkButton next={nextStep(current, statuses)} /> : null}
    </>
  );
}

function NextLinkButton({ next }: { next: NextStep }) {
  return (
    <Button
      component={Link}
      to={next.path}
      variant="contained"
      color="success"
      endIcon={<ArrowForwardIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {next.label}
    </Button>
  );
}
