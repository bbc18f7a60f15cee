import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { preloadPageFor } from './app/router';
import { createAppStore } from './app/store';
import { restoreSession } from './api/session';
import { installPortalApi } from './api/state';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { readStoredSession } from './lib/authStorage';

const root = createRoot(document.getElementById('root') as HTMLElement);
// A visitor without a stored session will see the login page whatever the address says.
const pagesReady = preloadPageFor(readStoredSession() ? window.location.hash : '#/login');

loadRuntimeConfig().then(
  async (config) => {
    const store = createAppStore(config);
    store.dispatch(restoreSession());
    // A returning guest's first screen is the page itself: its code (and the API client's) is
    // awaited here, so React never commits a loading spinner that the page replaces moments later.
    if (store.getState().session.token) {
      await Promise.all([store.dispatch(installPortalApi()), pagesReady]).catch(() => undefined);
    }
    // A transition lets React render the first page in slices, so a slow phone's main thread
    // stays free for the guest's first tap instead of being blocked for the whole render.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} config={config} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    root.render(
      <ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />,
    );
  },
);
