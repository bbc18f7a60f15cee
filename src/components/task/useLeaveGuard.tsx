/**
 * Asks before the guest leaves a page with unsaved edits.
 *
 * `useLeaveGuard(when)` returns an element (a dialog) that the page must render somewhere:
 * `const leaveGuard = useLeaveGuard(dirty); return <>{...}{leaveGuard}</>`.
 * In-app navigation (links, back and forward) is held by the guarded history and confirmed in
 * that dialog; closing or reloading the tab triggers the browser's own `beforeunload` prompt.
 * Going to /login (a 401 re-login or logout) is never held: drafts survive it in sessionStorage.
 * The shell's Logout asks first, though (`useLeaveWarning` in leaveWarning.ts, `LeaveDialog`).
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import type { NavigationAttempt } from '../../lib/guardedHashHistory';
import { useNavigationBlocker } from '../navigation/navigationHooks';
import { LeaveDialog } from './LeaveDialog';
import { LEAVE_GUARD_MESSAGE, useReportHolding } from './leaveWarning';

export function useLeaveGuard(when: boolean, message: string = LEAVE_GUARD_MESSAGE): ReactNode {
  useReportHolding(when, message);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: NavigationAttempt) =>
      when &&
      nextLocation.pathname !== '/login' &&
      currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <LeaveDialog
      open={blocker.blocked}
      message={message}
      onStay={() => blocker.reset()}
      onLeave={() => blocker.proceed()}
    />
  );
}
