import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import { loggedOut, sessionChangeElsewhere } from '../../api/session';
import { readStoredSession, STORAGE_KEYS } from '../../lib/authStorage';

/**
 * Follows the session other tabs store: a logout (or another guest's sign-in) in any tab signs
 * this one out too, dropping its token and cached responses, so nothing here can be sent under
 * the old session; RequireSession then shows the login page, which says why.
 */
export function useSessionFromOtherTabs(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage.
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      const action = sessionChangeElsewhere(store.getState().session, readStoredSession());
      if (!action) return;
      dispatch(action);
      if (loggedOut.match(action)) dispatch(portalApi.util.resetApiState());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch, store]);
}
