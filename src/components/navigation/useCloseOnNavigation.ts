import { useCallback, useEffect } from 'react';
import { useNavigationBlocker } from './navigationHooks';
import type { NavigationAttempt } from '../../lib/guardedHashHistory';

/**
 * While a full-window dialog is open, Back (or any other navigation away) closes it and keeps the
 * guest on the page, as closing an overlay does in apps. A sign-in again after a 401 still goes.
 */
export function useCloseOnNavigation(open: boolean, close: () => void) {
  const shouldBlock = useCallback(
    ({ nextLocation }: NavigationAttempt) => open && nextLocation.pathname !== '/login',
    [open],
  );
  const { blocked, reset } = useNavigationBlocker(shouldBlock);
  useEffect(() => {
    if (!blocked) return;
    reset();
    close();
  }, [blocked, reset, close]);
}
