import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigationPending } from '../../components/navigation/navigationHooks';
import { BottomOverlaySpacer } from '../../components/task/BottomOverlaySpacer';
import { SHORT_VIEWPORT } from '../../components/shortViewport';
import { useKeepFocusClear } from '../../components/useKeepFocusClear';
import { useResendUnsentReports } from '../../components/unsent/useResendUnsentReports';
import { LogoutButton } from './LogoutButton';
import { SideMenu } from './SideMenu';
import { useRouteFocus } from './useRouteFocus';
import { useExternalStatusEvents } from './useExternalStatusEvents';
import { useSessionFromOtherTabs } from './useSessionFromOtherTabs';
import { PORTAL_NAME } from '../../config/portalName';

const DRAWER_WIDTH = 272;

const PageLoading = () => <LinearProgress aria-label="Loading page" sx={{ mb: 2 }} />;

/** Fixed side menu from 992 px up (the theme's `lg`), a slide-in drawer below. */
export default function AppShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Closed by following one of its links, the drawer leaves the focus to the new page's heading
  // instead of handing it back to the menu button.
  const [menuFollowed, setMenuFollowed] = useState(false);
  // Only the menu for this width is rendered (read before the first render): a phone does not
  // build, and keep updating, a fixed menu it never shows.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const navigationPending = useNavigationPending();
  const topBar = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  useKeepFocusClear(topBar);
  useRouteFocus(main);
  useExternalStatusEvents();
  useSessionFromOtherTabs();
  // A taken payment or a signed agreement not recorded yet is sent again from any page.
  useResendUnsentReports();

  return (
    // A column, so the top bar can stick (and wrap, and scroll away on a short screen) in the flow;
    // on large screens it leaves room on the left for the fixed menu.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        pl: { lg: `${DRAWER_WIDTH}px` },
      }}
    >
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      <AppBar
        ref={topBar}
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', [SHORT_VIEWPORT]: { position: 'static' } }}
      >
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          {wide ? null : (
            <IconButton
              edge="start"
              aria-label="Open menu"
              aria-controls="side-menu"
              aria-expanded={drawerOpen}
              onClick={() => {
                setMenuFollowed(false);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="span" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {PORTAL_NAME}
          </Typography>
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Box component="aside">
        {wide ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            <SideMenu />
          </Drawer>
        ) : (
          <Drawer
            id="side-menu"
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            ModalProps={{ keepMounted: false, disableRestoreFocus: menuFollowed }}
            slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            <SideMenu
              onNavigate={() => {
                setMenuFollowed(true);
                setDrawerOpen(false);
              }}
            />
          </Drawer>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="main"
          id="main-content"
          ref={main}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            p: { xs: 2, md: 3 },
            outline: 'none',
            // The heading takes the focus on arrival only to be read out; it is not a control.
            '& h1:focus': { outline: 'none' },
          }}
        >
          {navigationPending ? <PageLoading /> : null}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
          <BottomOverlaySpacer />
        </Box>
        <Box
          component="footer"
          sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            © 2025 Japan Tours Guest Services · All rights reserved · v1.0.0
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
