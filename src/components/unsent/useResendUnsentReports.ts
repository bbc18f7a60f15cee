import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { sendUnsent, useUnsentReports } from './unsentReports';

/** Waits between attempts: 2 s, 4 s, 8 s ... up to a minute. */
export const resendDelay = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** attempt);

/**
 * Sends the signed-in guest's kept reports at once (a new sign-in, a reload, a new report) and
 * again with backoff until each is recorded or rejected, whichever page the guest is on, and when
 * the browser comes back online. Mounted once per tab, in the signed-in shell.
 */
export function useResendUnsentReports(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const { userId, items } = useUnsentReports();

  useEffect(() => {
    if (!token || !userId || items.length === 0) return;
    let timer: number | undefined;
    let stopped = false;
    const attempt = async (count: number) => {
      const outcomes = await Promise.all(items.map((item) => sendUnsent(dispatch, userId, item)));
      if (stopped || outcomes.every((outcome) => outcome.result !== 'failed')) return;
      timer = window.setTimeout(() => void attempt(count + 1), resendDelay(count));
    };
    const now = () => {
      window.clearTimeout(timer);
      void attempt(0);
    };
    now();
    window.addEventListener('online', now);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', now);
    };
  }, [dispatch, items, token, userId]);
}
