import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigationPending } from '../../components/navigation/navigationHooks';
import { useCloseOnNavigation } from '../../components/navigation/useCloseOnNavigation';
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

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));
/** The phone's menu code is fetched this long after the shell shows (or on a touch of its
 * button): not beside the first screen's own files and calls, which a slow link would share. */
const MOBILE_MENU_FETCH_MS = 2000;

// Over the top of the page area rather than above the page: in the flow it pushed the page down
// as a tapped page's code loaded, and the new page arrived low and then jumped up.
const PageLoading = () => (
  <LinearProgress
    aria-label="Loading page"
    sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
  />
);

/** The bar at the top of the page while a tapped page's code is on its way. */
function NavigationProgress() {
  return useNavigationPending() ? <PageLoading /> : null;
}

/** Scroll and focus on each page change, in a component of its own: see PhoneMenu. */
function RouteFocus({ main }: { main: RefObject<HTMLElement | null> }) {
  useRouteFocus(main);
  return null;
}

/**
 * The menu button below 992 px and the drawer it opens. Its state is its own: opening or closing
 * the drawer, like a page change or its progress bar, re-renders neither the shell nor the page
 * (the shell's re-render was most of a menu tap's time on a phone).
 */
function PhoneMenu() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Closed by following one of its links, the drawer leaves the focus to the new page's heading
  // instead of handing it back to the menu button.
  const [menuFollowed, setMenuFollowed] = useState(false);
  // The drawer is mounted from its first opening on, so it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  const follow = useCallback(() => {
    setMenuFollowed(true);
    setDrawerOpen(false);
  }, []);
  // Back (or Forward) with the menu open closes it and stays on the page, as it does in apps.
  useCloseOnNavigation(drawerOpen, close, { followLinks: true });
  useEffect(() => {
    const timer = setTimeout(() => void loadMobileMenu(), MOBILE_MENU_FETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <IconButton
        edge="start"
        aria-label="Open menu"
        aria-controls="side-menu"
        aria-expanded={drawerOpen}
        onPointerDown={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setMenuFollowed(false);
          setMenuUsed(true);
          setDrawerOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {menuUsed ? (
        // The drawer is drawn over the page (a portal), wherever it stands in the tree.
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            width={DRAWER_WIDTH}
            restoreFocus={!menuFollowed}
            onClose={close}
            onNavigate={follow}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Fixed side menu from 992 px up (the theme's `lg`), a slide-in drawer below. */
export default function AppShell() {
  // Only the menu for this width is rendered (read before the first render): a phone does not
  // build, and keep updating, a fixed menu it never shows.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const topBar = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  useKeepFocusClear(topBar);
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
          {wide ? null : <PhoneMenu />}
          <Typography component="span" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {PORTAL_NAME}
          </Typography>
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Box component="aside">
        {wide ? (
          // As a permanent MUI drawer draws it, without the drawer's modal code (phones only).
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              width: DRAWER_WIDTH,
              boxSizing: 'border-box',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: 'drawer',
            }}
          >
            <SideMenu />
          </Paper>
        ) : null}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="main"
          id="main-content"
          ref={main}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            position: 'relative',
            p: { xs: 2, md: 3 },
            outline: 'none',
            // The heading takes the focus on arrival only to be read out; it is not a control.
            '& h1:focus': { outline: 'none' },
          }}
        >
          <NavigationProgress />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
          <BottomOverlaySpacer />
          {/* Last, so its effects run after the new page's own, as a parent's would. */}
          <RouteFocus main={main} />
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
