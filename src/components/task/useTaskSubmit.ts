import { useCallback, useState } from 'react';
import { failureMessage, rejectionOf } from '../../api/errors';
import { useAppDispatch, useAppStore } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import { taskSubmitted } from '../../api/submittedStatus';
import { emitStatusUpdated } from './statusEvents';
import { selectServerStatus } from './taskStatus';
import { taskOf, type TaskKey } from '../../domain/tasks';

export interface TaskSubmitState {
  /**
   * Resolves true once the server accepted the submit. `onSubmitted` runs then, in the same render
   * as the end of `busy`: a page closes its confirm dialog there, which otherwise read "Submit"
   * again, its buttons live, for a frame and the length of its fade.
   */
  submit: (onSubmitted?: () => void) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  resetError: () => void;
}

/**
 * Hands a task to the team with its definition's call. On success the task shows its submitted
 * status at once, everywhere (the lock holds until the server reports a newer status), and the
 * window event tells other listeners; the call's tag invalidation brings the server's response. A
 * rejection (400) or a failure leaves everything as it was and explains why.
 */
export function useTaskSubmit(key: TaskKey): TaskSubmitState {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (onSubmitted?: () => void) => {
      const { submit } = taskOf(key);
      setBusy(true);
      setError(null);
      const over = selectServerStatus(key)(store.getState());
      let problem: string | null;
      try {
        problem = rejectionOf(await submit.send(portalApi, dispatch));
      } catch (failure) {
        problem = failureMessage(failure, submit.failureMessage);
      }
      if (problem) {
        setBusy(false);
        setError(problem);
        return false;
      }
      try {
        dispatch(taskSubmitted({ key, status: submit.status, over }));
        emitStatusUpdated(key, submit.announced ?? submit.status);
      } finally {
        // Busy until the submitted status is in (the store's change renders at once).
        setBusy(false);
        onSubmitted?.();
      }
      return true;
    },
    [dispatch, key, store],
  );

  const resetError = useCallback(() => setError(null), []);
  return { submit: run, busy, error, resetError };
}
