import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AppDispatch } from '../api/hooks';
import type { PortalApi } from '../api/portalApi';
import { TASKS, type TaskKey } from '../components/task/tasks';
import LoginPage from '../features/auth/LoginPage';
import { RequireSession } from '../features/auth/RequireSession';
import { PageErrorBoundary } from './PageErrorBoundary';
import { preloadable, type Preloadable } from './preloadable';
import { SessionRoot } from './SessionRoot';

/**
 * Each page is its own chunk: the login route ships no task-page code. The login page itself
 * is part of the entry, so a signed-out guest waits for one download round, not two.
 */
const TASK_PAGES: Record<TaskKey, Preloadable> = {
  docusign: preloadable(() => import('../features/docusign/AgreementPage')),
  meals: preloadable(() => import('../features/meals/MealsPage')),
  passports: preloadable(() => import('../features/passports/PassportsPage')),
  flights: preloadable(() => import('../features/flights/FlightsPage')),
  whatsapp: preloadable(() => import('../features/whatsapp/WhatsAppPage')),
  axusapp: preloadable(() => import('../features/axusapp/TravelAppPage')),
};
const PAGES: Partial<Record<string, Preloadable>> = {
  '/dashboard': preloadable(() => import('../features/dashboard/DashboardPage')),
  '/payments': preloadable(() => import('../features/payments/PaymentsPage')),
  ...Object.fromEntries(TASKS.map((task) => [task.path, TASK_PAGES[task.key]])),
};
const { Component: AppShell, preload: preloadShell } = preloadable(
  () => import('../features/layout/AppShell'),
);

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
              {Object.entries(PAGES).map(([path, page]) =>
                page ? (
                  <Route key={path} path={path} element={<PageSlot Page={page.Component} />} />
                ) : null,
              )}
            </Route>
          </Route>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

const pathOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/dashboard';

/**
 * Starts downloading the chunks of the page in the address bar while config.json loads,
 * instead of after the first render.
 */
export function preloadPageFor(hash: string): Promise<unknown> {
  const page = PAGES[pathOf(hash)];
  if (!page) return Promise.resolve();
  return Promise.all([preloadShell(), page.preload()]).catch(() => undefined);
}

const PAGE_QUERIES: Partial<Record<string, readonly 'getProfile'[]>> = {
  '/dashboard': ['getProfile'],
};

/**
 * Asks for the data of the page in the address bar before its first render, so the page starts
 * in its loading state instead of starting every call from its effects after the first paint.
 * Every signed-in page shows the six task statuses and the unpaid invoices in its menu.
 */
export function prefetchPageData(hash: string, api: PortalApi, dispatch: AppDispatch): void {
  const path = pathOf(hash);
  if (!(path in PAGES)) return;
  const menu = [...TASKS.map((task) => task.listQuery), 'listInvoices' as const];
  [...menu, ...(PAGE_QUERIES[path] ?? [])].forEach((name) =>
    dispatch(api.util.prefetch(name, undefined, {})),
  );
}
