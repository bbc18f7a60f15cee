import { useCallback, useEffect } from 'react';
import { NavigationType } from 'react-router-dom';
import { useNavigationBlocker } from './navigationHooks';
import type { NavigationAttempt } from '../../lib/guardedHashHistory';

/**
 * While a full-window dialog is open, Back (or any other navigation away) closes it and keeps the
 * guest on the page, as closing an overlay does in apps. A sign-in again after a 401 still goes.
 * An overlay of links (a menu) lets its links navigate: then only Back and Forward close it.
 */
export function useCloseOnNavigation(
  open: boolean,
  close: () => void,
  { followLinks = false }: { followLinks?: boolean } = {},
) {
  const shouldBlock = useCallback(
    ({ nextLocation, action }: NavigationAttempt) =>
      open && nextLocation.pathname !== '/login' && (!followLinks || action === NavigationType.Pop),
    [open, followLinks],
  );
  const { blocked, reset } = useNavigationBlocker(shouldBlock);
  useEffect(() => {
    if (!blocked) return;
    reset();
    close();
  }, [blocked, reset, close]);
}
