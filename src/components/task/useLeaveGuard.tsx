/**
 * Asks before the guest leaves a page with unsaved edits.
 *
 * `useLeaveGuard(when)` returns an element (a dialog) that the page must render somewhere:
 * `const leaveGuard = useLeaveGuard(dirty); return <>{...}{leaveGuard}</>`.
 * In-app navigation (links, back and forward) is held by the guarded history and confirmed in
 * that dialog; closing or reloading the tab triggers the browser's own `beforeunload` prompt.
 * Going to /login (a 401 re-login or logout) is never held: drafts survive it in sessionStorage.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import type { NavigationAttempt } from '../../lib/guardedHashHistory';
import { useNavigationBlocker } from '../navigation/navigationHooks';

export const LEAVE_GUARD_MESSAGE =
  'You have changes that are not saved yet. Do you want to leave this page without saving them?';

export function useLeaveGuard(when: boolean, message: string = LEAVE_GUARD_MESSAGE): ReactNode {
  const titleId = useId();
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
    <Dialog
      open={blocker.blocked}
      onClose={() => blocker.reset()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Leave this page?</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => blocker.reset()}>
          Stay on this page
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
