import { startTransition, StrictMode } from 'react';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { createPortalRoot, loadReactDom } from './app/portalRoot';
import { prefetchPageData, preloadPageFor } from './app/router';
import { createAppStore } from './app/store';
import { restoreSession } from './api/session';
import { loadPortalApi } from './api/apiExtra';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { readStoredSession } from './lib/authStorage';
import { markFocusedFrames } from './lib/frameFocus';
import { beginStart, finishStart, takeStartConfig } from './lib/startCalls';
import { pathOfHash } from './config/homePath';

const rootElement = () => document.getElementById('root') as HTMLElement;

/** About what the dashboard's first render takes on a mid-range phone (tools/bench). */
const FIRST_RENDER_MS = 250;

function startPortal(): void {
  // A visitor without a stored session will see the login page whatever the address says.
  const session = readStoredSession();
  const pagesReady = preloadPageFor(session ? window.location.hash : '#/login');
  // The calls a returning guest's page sends as it starts are recorded, for the preload script
  // to send the next time the portal starts on this page (src/lib/startCalls.ts).
  beginStart(session && { userId: session.userId, path: pathOfHash(window.location.hash) });

  loadRuntimeConfig((url) => takeStartConfig() ?? fetch(url)).then(
    async (config) => {
      const store = createAppStore(config);
      store.dispatch(restoreSession());
      // A returning guest's first screen is the page itself: its code (and the API client's) is
      // awaited here, so React never commits a loading spinner that the page replaces moments
      // later. The API client is a smaller file than the pages and arrives first: the page's
      // calls go out then, while the page's code is still on its way.
      if (store.getState().session.token) {
        let answered: Promise<unknown> = Promise.resolve();
        const asked = store
          .dispatch(loadPortalApi())
          .then(() => import('./api/portalApi'))
          .then(({ portalApi }) => {
            answered = prefetchPageData(window.location.hash, portalApi, store.dispatch);
          });
        await Promise.all([asked, pagesReady]).catch(() => undefined);
        // An answer that lands while React renders the page in slices makes it render the whole
        // page again at once, one long task (a store must not change under a sliced render).
        // Answers due within about a render's time are worth waiting for; a later one changes
        // only its part of the page.
        const renderTime = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_MS));
        await Promise.race([answered, renderTime]).catch(() => undefined);
      }
      // The first screen's calls are out: what the preload script sent beyond them is dropped.
      finishStart();
      // A transition lets React render the first page in slices, so a slow phone's main thread
      // stays free for the guest's first tap instead of being blocked for the whole render.
      const root = createPortalRoot(rootElement());
      startTransition(() =>
        root.render(
          <StrictMode>
            <App store={store} config={config} />
          </StrictMode>,
        ),
      );
    },
    (error: unknown) => {
      finishStart();
      createPortalRoot(rootElement()).render(
        <ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />,
      );
    },
  );
}

// Start-up runs as three tasks instead of one: this bundle's module code (which only defines
// things), the portal's start, and React DOM's initialisation while the config request is out. On a
// 4x slower CPU one piece was a long task of about 240 ms; split, the longest is about 90-140 ms.
setTimeout(startPortal);
setTimeout(loadReactDom);
markFocusedFrames();
