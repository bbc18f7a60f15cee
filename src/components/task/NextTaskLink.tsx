import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector, type PortalState } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import { isEditable } from './statusModel';
import { selectTaskStatus } from './taskStatus';
import { TASKS, type TaskKey } from './tasks';

export const PAYMENTS_PATH = '/payments';

export interface NextStep {
  path: string;
  label: string;
}

const selectStatuses = (state: PortalState) =>
  TASKS.map((task) => selectTaskStatus(task.key)(state).status);

/**
 * The next task after `current`, in the order the guest meets them (wrapping round), that is
 * still open for the guest; the payments once none is.
 */
export function nextStep(current: TaskKey, statuses: readonly (string | null)[]): NextStep {
  const from = TASKS.findIndex((task) => task.key === current);
  for (let step = 1; step < TASKS.length; step += 1) {
    const index = (from + step) % TASKS.length;
    const task = TASKS[index];
    if (task && isEditable(statuses[index])) {
      return { path: task.path, label: `Next task: ${task.title}` };
    }
  }
  return { path: PAYMENTS_PATH, label: 'Next: Payments' };
}

/** "Next task: …", shown with a task's submit confirmation. */
export function NextTaskLink({ current }: { current: TaskKey }) {
  const dispatch = useAppDispatch();
  const statuses = useAppSelector(selectStatuses, shallowEqual);
  // On a phone no menu keeps the other tasks' statuses loaded: ask for any not in the cache.
  useEffect(() => {
    TASKS.forEach((task) => dispatch(portalApi.util.prefetch(task.listQuery, undefined, {})));
  }, [dispatch]);
  const next = nextStep(current, statuses);
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
