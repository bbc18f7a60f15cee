import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authRedirectHandled } from '../api/session';
import { useAppDispatch, useAppSelector } from '../api/hooks';
import { returnRoute } from '../features/auth/returnRoute';

/** App-wide wiring that needs the router: a 401 on any call sends the guest to login. */
export function SessionRoot() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onLoginPage = useLocation().pathname === '/login';
  const authRequiredFrom = useAppSelector((state) => state.session.authRequiredFrom);
  const userId = useAppSelector((state) => state.session.userId);

  useEffect(() => {
    if (authRequiredFrom === null) return;
    dispatch(authRedirectHandled());
    // Already signing in again: keep the page the first 401 came from. It is this guest's page:
    // another guest signing in here starts on the dashboard.
    if (!onLoginPage) navigate('/login', { state: returnRoute(authRequiredFrom, userId) });
  }, [authRequiredFrom, dispatch, navigate, onLoginPage, userId]);

  return <Outlet />;
}
