/**
 * Asks before the guest leaves a page with unsaved edits.
 *
 * `useLeaveGuard(when)` returns an element (a dialog) that the page must render somewhere:
 * `const leaveGuard = useLeaveGuard(dirty); return <>{...}{leaveGuard}</>`.
 * In-app navigation (links, back and forward) is held by the guarded history and confirmed in
 * that dialog; closing or reloading the tab triggers the browser's own `beforeunload` prompt.
 * Going to /login (a 401 re-login or logout) is never held: drafts survive it in sessionStorage.
 * The shell's Logout asks first, though (`useLeaveWarning`, `LeaveDialog`).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import type { NavigationAttempt } from '../../lib/guardedHashHistory';
import { useNavigationBlocker } from '../navigation/navigationHooks';

export const LEAVE_GUARD_MESSAGE =
  'You have changes that are not saved yet. Do you want to leave this page without saving them?';

/** What each guard holding the page now would say; told to the shell's Logout. */
const holding: string[] = [];
const holdListeners = new Set<() => void>();
const subscribeHolding = (listener: () => void) => {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
};
const currentHold = () => holding.at(-1) ?? null;

/** The warning of the page's guard while it holds (unsaved edits), else null. */
export const useLeaveWarning = () =>
  useSyncExternalStore(subscribeHolding, currentHold, () => null);

function useReportHolding(when: boolean, message: string) {
  useEffect(() => {
    if (!when) return;
    holding.push(message);
    holdListeners.forEach((listener) => listener());
    return () => {
      holding.splice(holding.lastIndexOf(message), 1);
      holdListeners.forEach((listener) => listener());
    };
  }, [when, message]);
}

/** "Leave this page?" and its two responses; staying is the default. */
export function LeaveDialog({
  open,
  title = 'Leave this page?',
  message = LEAVE_GUARD_MESSAGE,
  leaveLabel = 'Leave',
  onStay,
  onLeave,
}: {
  open: boolean;
  title?: string;
  message?: string;
  leaveLabel?: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onStay}>
          Stay on this page
        </Button>
        <Button variant="outlined" color="secondary" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
