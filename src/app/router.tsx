import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AppDispatch } from '../api/hooks';
import type { PortalApi } from '../api/portalApi';
import { PAGE_PRELOAD_DELAY_MS } from '../config/pagePreload';
import { PAYMENTS_PATH } from '../domain/invoices';
import { TASKS } from '../domain/tasks';
import LoginPage from '../features/auth/LoginPage';
import { RequireSession } from '../features/auth/RequireSession';
import { useDocumentTitle } from './documentTitle';
import { NOT_FOUND_TITLE, NotFoundPage } from './NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { preloadable, type Preloadable } from './preloadable';
import { SessionRoot } from './SessionRoot';
import { DASHBOARD_PATH, pathOfHash } from '../config/homePath';

/**
 * Each page is its own chunk: the login route ships no task-page code. The login page itself
 * is part of the entry, so a signed-out guest waits for one download round, not two. A signed-in
 * page is the one `*Page.tsx` module of its feature folder, which for a task is named by its key.
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*Page.tsx',
  '!../features/auth/*',
]);

function pageOf(folder: string): Preloadable {
  const found = Object.entries(PAGE_MODULES).filter(([file]) => file.split('/')[2] === folder);
  if (found.length !== 1) throw new Error(`features/${folder}/ needs exactly one *Page.tsx`);
  return preloadable(found[0][1]);
}

/** A signed-in page: where it lives, what the document title calls it, and its code. */
interface PageRoute {
  path: string;
  title: string;
  page: Preloadable;
}

/** Every signed-in page; a task page is named as the menu names it. */
const PAGES: readonly PageRoute[] = [
  { path: DASHBOARD_PATH, title: 'Dashboard', page: pageOf('dashboard') },
  { path: PAYMENTS_PATH, title: 'Payments', page: pageOf('payments') },
  ...TASKS.map((task) => ({ path: task.path, title: task.menuLabel, page: pageOf(task.key) })),
];
const PAGE_AT = new Map(PAGES.map((route) => [route.path, route]));

const LOGIN_TITLE = 'Guest Login';

// The shell holds the task statuses, so it needs the API client: it is lazy, in the `signed-in`
// chunk with the dashboard (vite.config.ts).
const { Component: SignedInShell, preload: preloadShell } = preloadable(
  () => import('./SignedInShell'),
);

const saveDataRequested = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Resolves when the main thread is next idle (at once where the browser cannot tell, as Safari). */
const mainThreadIdle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : resolve(),
  );

/**
 * Once a signed-in guest has had the first screen for a moment, every page's code downloads, one
 * file at a time while the phone is idle: on mobile data, a tap on a task then opens its page
 * without a download round first (about a second on a weak signal). Not when the guest's browser
 * asks to save data.
 */
function PreloadPagesWhenIdle() {
  useEffect(() => {
    if (saveDataRequested()) return;
    let left = false;
    const timer = setTimeout(async () => {
      for (const { page } of PAGES) {
        await mainThreadIdle();
        if (left) return;
        await page.preload().catch(() => undefined);
      }
    }, PAGE_PRELOAD_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, []);
  return null;
}

const ShellLoading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label="Loading page" />
  </Box>
);

/**
 * A page under its own document title. A page that throws (or whose code fails to load) shows an
 * error panel in its place (inside the shell, whose menu keeps working). The shell shows the
 * progress bar while a page's code loads.
 */
function PageSlot({ title, Page }: { title: string; Page: ComponentType }) {
  const { pathname } = useLocation();
  useDocumentTitle(title);
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
          <Route path="/login" element={<PageSlot title={LOGIN_TITLE} Page={LoginPage} />} />
          <Route element={<RequireSession />}>
            <Route
              element={
                <Suspense fallback={<ShellLoading />}>
                  <SignedInShell />
                  <PreloadPagesWhenIdle />
                </Suspense>
              }
            >
              {PAGES.map(({ path, title, page }) => (
                <Route
                  key={path}
                  path={path}
                  element={<PageSlot title={title} Page={page.Component} />}
                />
              ))}
              <Route path="*" element={<PageSlot title={NOT_FOUND_TITLE} Page={NotFoundPage} />} />
            </Route>
          </Route>
          <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

/**
 * Starts downloading the chunks of the page in the address bar while config.json loads,
 * instead of after the first render.
 */
export function preloadPageFor(hash: string): Promise<unknown> {
  const route = PAGE_AT.get(pathOfHash(hash));
  if (!route) return Promise.resolve();
  return Promise.all([preloadShell(), route.page.preload()]).catch(() => undefined);
}

const PAGE_QUERIES: Partial<Record<string, readonly 'getProfile'[]>> = {
  [DASHBOARD_PATH]: ['getProfile'],
};

/**
 * Asks for the data of the page in the address bar before its first render, so the page starts
 * in its loading state instead of starting every call from its effects after the first paint.
 * Every signed-in page shows every task's status and the unpaid invoices in its menu. The page's
 * own data goes first: a browser opens six connections to a server over HTTP/1.1, and the
 * seventh and eighth calls wait for one of them (two more round trips on a slow link).
 */
export function prefetchPageData(
  hash: string,
  api: PortalApi,
  dispatch: AppDispatch,
): Promise<unknown> {
  const path = pathOfHash(hash);
  if (!PAGE_AT.has(path)) return Promise.resolve();
  const menu = [...TASKS.map((task) => task.listQuery), 'listInvoices' as const];
  [...(PAGE_QUERIES[path] ?? []), ...menu].forEach((name) =>
    dispatch(api.util.prefetch(name, undefined, {})),
  );
  // Settles once every answer is in (a failed call included): the first render can wait for it.
  return Promise.all(dispatch(api.util.getRunningQueriesThunk()));
}
