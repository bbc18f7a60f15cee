import { render } from '@testing-library/react';
import { PortalRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { restoreSession } from '../api/session';
import { STORAGE_KEYS } from '../lib/authStorage';
import { historyAt, TEST_CONFIG, TestProviders } from './renderWithStore';

/** The whole portal (real routes, guard and shell) at a URL, optionally with a stored session. */
export function renderApp(url: string, { storedSession = false } = {}) {
  if (storedSession) {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.userId, '11');
    localStorage.setItem(STORAGE_KEYS.userEmail, 'emma.walker@example.com');
    localStorage.setItem(STORAGE_KEYS.lastAccess, '2026-01-01T00:00:00Z');
  }
  const store = createAppStore(TEST_CONFIG);
  store.dispatch(restoreSession());
  const history = historyAt(url);
  const view = render(
    <TestProviders store={store} history={history}>
      <PortalRoutes />
    </TestProviders>,
  );
  return { ...view, store, history };
}
