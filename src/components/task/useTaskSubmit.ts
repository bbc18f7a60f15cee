import { useCallback, useState } from 'react';
import { rejectionMessage } from '../../api/errors';
import { portalApi, type Answered } from '../../api/portalApi';
import { useAppDispatch, type AppDispatch } from '../../api/state';
import { emitStatusUpdated } from '../../api/statusEvents';
import type { TaskKey } from './statusModel';

export interface TaskSubmitOptions {
  key: TaskKey;
  /** The status the server moves the task to on success. */
  nextStatus: string;
  /**
   * Calls the mutation, e.g. `() => trigger({ ... }).unwrap()`. Its answer is an `Answered<T>`
   * at run time (portalApi keeps the HTTP status); the generated types do not say so.
   */
  submit: () => Promise<unknown>;
  /** Shown when the call fails without a server message. */
  failureMessage?: string;
}

export interface TaskSubmitState {
  submit: () => Promise<boolean>;
  busy: boolean;
  error: string | null;
  resetError: () => void;
}

export const SUBMIT_FAILED_MESSAGE = 'Your submission could not be sent. Please try again.';

/**
 * The text for a failed call: the server's own `{ message }` when it sent one; otherwise the
 * page's clear fallback (a transport error such as "Failed to fetch" means nothing to a guest).
 */
export function failureText(failure: unknown, fallback: string): string {
  if (typeof failure === 'object' && failure !== null && 'data' in failure) {
    const { data } = failure as { data: unknown };
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}

/** The HTTP status portalApi attaches to a change's answer (400 = refused with a message). */
export function answerStatusOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('answerStatus' in answer))
    return undefined;
  const { answerStatus } = answer as Answered<object>;
  return answerStatus;
}

/** Sets the task's status in the cached GET answer, so the page locks at once. */
function setCachedStatus(dispatch: AppDispatch, key: TaskKey, status: string): void {
  const { updateQueryData } = portalApi.util;
  const actions = {
    docusign: () =>
      updateQueryData('getAgreement', undefined, (draft) => {
        draft.status = status;
      }),
    meals: () =>
      updateQueryData('getMealRequests', undefined, (draft) => {
        draft.status = status;
      }),
    passports: () =>
      updateQueryData('listCustomerDocuments', undefined, (draft) => {
        draft.status = status;
      }),
    flights: () =>
      updateQueryData('listFlightDocuments', undefined, (draft) => {
        draft.status = status;
      }),
    whatsapp: () =>
      updateQueryData('getWhatsApp', undefined, (draft) => {
        draft.status = status;
      }),
    axusapp: () =>
      updateQueryData('getTravelApp', undefined, (draft) => {
        if ('data' in draft) draft.data.status = status;
        else draft.status = status;
      }),
  } satisfies Record<TaskKey, () => unknown>;
  dispatch(actions[key]());
}

/**
 * The shared submit flow: call the server, then on success set the status locally and tell
 * listeners (`portalStatusUpdated`). The mutation's tag invalidation refetches page, menu and
 * dashboard. A refusal (400) or a failure leaves everything as it was and explains why.
 */
export function useTaskSubmit({
  key,
  nextStatus,
  submit,
  failureMessage = SUBMIT_FAILED_MESSAGE,
}: TaskSubmitOptions): TaskSubmitState {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await submit();
      const refused = rejectionMessage(answer, answerStatusOf(answer));
      if (refused) {
        setError(refused);
        return false;
      }
      setCachedStatus(dispatch, key, nextStatus);
      emitStatusUpdated(key, nextStatus);
      return true;
    } catch (failure) {
      setError(failureText(failure, failureMessage));
      return false;
    } finally {
      setBusy(false);
    }
  }, [dispatch, failureMessage, key, nextStatus, submit]);

  const resetError = useCallback(() => setError(null), []);
  return { submit: run, busy, error, resetError };
}
