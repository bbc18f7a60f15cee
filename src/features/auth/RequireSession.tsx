import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectApiLoaded, useAppDispatch, useAppSelector } from '../../api/hooks';
import { loadPortalApi } from '../../api/apiExtra';
import { returnRoute } from './returnRoute';

/**
 * Every route but /login: without a session the guest goes to login, carrying where they were
 * (a deep link), unless a logout just ended the session.
 * With one, the pages wait for the API client, which the login page does not download.
 */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const { token, loading, signedOut } = useAppSelector((state) => state.session);
  const apiInstalled = useAppSelector(selectApiLoaded);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  const location = useLocation();

  useEffect(() => {
    if (!token || apiInstalled) return;
    dispatch(loadPortalApi()).catch(setLoadFailure);
  }, [apiInstalled, dispatch, token]);

  // The page error boundary tells the guest the page could not be loaded.
  if (loadFailure) throw loadFailure;
  if (!loading && !token) {
    // After a logout the page was the last guest's: the next one starts on the dashboard.
    const state = signedOut ? null : returnRoute(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace state={state} />;
  }
  if (loading || !apiInstalled) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading your session" />
      </Box>
    );
  }
  return <Outlet />;
}
