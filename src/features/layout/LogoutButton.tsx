import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { portalApi } from '../../api/portalApi';
import { loggedOut } from '../../api/session';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { currentLeaveWarning, useLeaveWarning } from '../../components/task/leaveWarning';
import { forgetDrafts } from '../../components/task/useDraft';

// Only a page with unsaved edits makes Logout ask, and that page's code has loaded the dialog
// already: the shell's first download goes without it.
const LeaveDialog = lazy(() =>
  import('../../components/task/LeaveDialog').then(({ LeaveDialog }) => ({ default: LeaveDialog })),
);

/**
 * Logout, which asks first while the page holds unsaved edits. It follows the page's warning on
 * its own, so a file staged or a field edited re-renders this button, not the shell and its menu.
 */
export function LogoutButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leaveWarning = useLeaveWarning();
  const userId = useAppSelector((state) => state.session.userId);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const logout = () => {
    setLogoutAsked(false);
    forgetDrafts(userId);
    dispatch(loggedOut());
    dispatch(portalApi.util.resetApiState());
    navigate('/login', { replace: true });
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={() => (currentLeaveWarning() ? setLogoutAsked(true) : logout())}
        sx={{ ml: 'auto', flexShrink: 0 }}
      >
        Logout
      </Button>
      {/* Mounted while the page holds, so the dialog can play its closing transition. */}
      {leaveWarning !== null ? (
        <Suspense fallback={null}>
          <LeaveDialog
            open={logoutAsked}
            title="Log out?"
            message={leaveWarning}
            leaveLabel="Log out"
            onStay={() => setLogoutAsked(false)}
            onLeave={logout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
