import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { portalApi } from '../api/portalApi';
import { authRedirectHandled } from '../api/session';
import { useAppDispatch, useAppSelector } from '../api/state';
import { parseStatusEvent, STATUS_EVENT } from '../api/statusEvents';
import type { TaskKey } from '../components/task/statusModel';

/** App-wide wiring that needs the router: 401 redirects and status events from other code. */
export function SessionRoot() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onLoginPage = useLocation().pathname === '/login';
  const authRequiredFrom = useAppSelector((state) => state.session.authRequiredFrom);

  useEffect(() => {
    if (authRequiredFrom === null) return;
    dispatch(authRedirectHandled());
    // Already signing in again: keep the page the first 401 came from.
    if (!onLoginPage) navigate('/login', { state: { from: authRequiredFrom } });
  }, [authRequiredFrom, dispatch, navigate, onLoginPage]);

  useEffect(() => {
    const refresh = (event: Event) => {
      const detail = parseStatusEvent(event);
      // The portal's own events were already handled by tag invalidation.
      if (detail && detail.source !== 'portal') {
        dispatch(portalApi.util.invalidateTags([detail.key as TaskKey]));
      }
    };
    window.addEventListener(STATUS_EVENT, refresh);
    return () => window.removeEventListener(STATUS_EVENT, refresh);
  }, [dispatch]);

  return <Outlet />;
}
