import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { preloadPageFor } from './app/router';
import { createAppStore } from './app/store';
import { restoreSession } from './api/session';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { readStoredSession } from './lib/authStorage';

const root = createRoot(document.getElementById('root') as HTMLElement);
// A visitor without a stored session will see the login page whatever the address says.
preloadPageFor(readStoredSession() ? window.location.hash : '#/login');

loadRuntimeConfig().then(
  (config) => {
    const store = createAppStore(config);
    store.dispatch(restoreSession());
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
