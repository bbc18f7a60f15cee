import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import LoginPage from '../features/auth/LoginPage';
import { RequireSession } from '../features/auth/RequireSession';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SessionRoot } from './SessionRoot';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk: the login route ships no task-page code. The login page itself
 * is part of the entry, so a signed-out guest waits for one download round, not two.
 */
const PAGES: Record<string, () => PageModule> = {
  '/dashboard': () => import('../features/dashboard/DashboardPage'),
  '/payments': () => import('../features/payments/PaymentsPage'),
  '/docusign': () => import('../features/docusign/AgreementPage'),
  '/meals': () => import('../features/meals/MealsPage'),
  '/passports': () => import('../features/passports/PassportsPage'),
  '/flights': () => import('../features/flights/FlightsPage'),
  '/whatsapp': () => import('../features/whatsapp/WhatsAppPage'),
  '/axusapp': () => import('../features/axusapp/TravelAppPage'),
};
const loadShell = () => import('../features/layout/AppShell');

const AppShell = lazy(loadShell);
const PAGE_COMPONENTS = Object.entries(PAGES).map(([path, load]) => [path, lazy(load)] as const);

const ShellLoading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);

/**
 * A page that throws (or whose code fails to load) shows an error panel inside the shell; the
 * menu keeps working. The shell shows the progress bar while a page's code loads.
 */
function PageSlot({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Page />
    </PageErrorBoundary>
  );
}

export function PortalRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<SessionRoot />}>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireSession />}>
            <Route
              element={
                <Suspense fallback={<ShellLoading />}>
                  <AppShell />
                </Suspense>
              }
            >
              {PAGE_COMPONENTS.map(([path, Page]) => (
                <Route key={path} path={path} element={<PageSlot Page={Page} />} />
              ))}
            </Route>
          </Route>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

/**
 * Starts downloading the chunks of the page in the address bar while config.json loads,
 * instead of after the first render.
 */
export function preloadPageFor(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/dashboard';
  const load = PAGES[path];
  if (!load) return;
  void loadShell().catch(() => undefined);
  void load().catch(() => undefined);
}
