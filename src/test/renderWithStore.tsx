import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { GuardedRouter } from '../components/navigation/GuardedRouter';
import { createGuardedHashHistory, type GuardedHistory } from '../lib/guardedHashHistory';
import { attachPortalApi, createAppStore, type AppStore } from '../app/store';
import type { PortalState } from '../api/hooks';
import { portalApi } from '../api/portalApi';
import { loginSucceeded } from '../api/session';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { API_BASE_URL, GUEST, SIGNING_ORIGIN, signIn } from './sandbox';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: API_BASE_URL,
  fileBaseUrl: 'http://files.test',
  paymentPageUrl: 'http://pay.test/payment',
  signingOrigin: SIGNING_ORIGIN,
};

export interface RenderOptions {
  /** Route path the element is mounted at, and the first URL. */
  path?: string;
  initialEntry?: string;
  /** Signs a guest in first (default true). */
  loggedIn?: boolean;
  /** The sandbox reservation the guest signs in to (default the fresh guest, KX-1001). */
  reservation?: string;
  /** Extra routes, e.g. `{ path: '/login', element: <p>login page</p> }` to observe redirects. */
  routes?: RouteObject[];
}

/** The portal's hash history, starting at `url` in jsdom's address bar. */
export function historyAt(url: string): GuardedHistory {
  window.history.replaceState(null, '', `#${url}`);
  return createGuardedHashHistory(window);
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A store whose API client has loaded: its state holds the API's part, as screens read it. */
export type TestStore = Omit<AppStore, 'getState'> & { getState: () => PortalState };

/** A fresh store with the API client loaded, as the signed-in pages find it. */
export function createTestStore(): TestStore {
  const store = createAppStore(TEST_CONFIG);
  attachPortalApi(store, portalApi);
  return store as TestStore;
}

/** Renders a page with a fresh store, the theme, runtime config and the portal's router. */
export function renderWithStore(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', initialEntry = path, loggedIn = true, routes = [] } = options;
  const store = createTestStore();
  if (loggedIn) store.dispatch(loginSucceeded(signIn(options.reservation ?? GUEST)));
  const history = historyAt(initialEntry);
  const view = render(
    <TestProviders store={store} history={history}>
      <TestRoutes routes={[{ path, element: ui }, ...routes]} />
    </TestProviders>,
  );
  return { ...view, store, history };
}

/** The app's provider tree around the router, with the test config. */
export function TestProviders({
  store,
  history,
  children,
}: {
  store: AppStore;
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <AppProviders store={store} config={TEST_CONFIG}>
      <GuardedRouter history={history}>{children}</GuardedRouter>
    </AppProviders>
  );
}
