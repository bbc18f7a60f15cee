import { render } from '@testing-library/react';
import { PortalRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { restoreSession } from '../api/session';
import { STORAGE_KEYS } from '../lib/authStorage';
import { historyAt, TEST_CONFIG, TestProviders } from './renderWithStore';
import { signIn } from './sandbox';

/**
 * The whole portal (real routes, guard and shell) at a URL, optionally with a stored session:
 * the fresh guest's (KX-1001), live in the sandbox under the token 'stored-token'.
 */
export function renderApp(url: string, { storedSession = false } = {}) {
  if (storedSession) {
    const session = signIn(undefined, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.token, session.token);
    localStorage.setItem(STORAGE_KEYS.userId, session.userId);
    localStorage.setItem(STORAGE_KEYS.userEmail, session.userEmail);
    localStorage.setItem(STORAGE_KEYS.lastAccess, session.lastAccess);
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
