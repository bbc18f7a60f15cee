import { ThemeProvider, type Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { createPath, NavigationType } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { PortalApi } from '../api/portalApi';
import { sessionRestored } from '../api/session';
import type { AppDispatch } from '../api/hooks';
import { GuardedRouter } from '../components/navigation/GuardedRouter';
import type { GuardedHistory } from '../lib/guardedHashHistory';
import { AppProviders } from './AppProviders';
import { PortalRoutes, preloadPageFor } from './router';
import { attachPortalApi, createAppStore, type AppStore } from './store';
import { PRERENDERED_STYLES } from './styleCache';

/*
 * Build-time only (build/prerenderFirstScreenStyles.ts runs it through Vite's SSR loader): renders
 * the screens a guest sees first, the login page and the dashboard, and collects the CSS Emotion
 * generates for them. index.html carries that CSS, with Emotion's ids, so the browser's first
 * render finds its styles in place (`styleCache.ts`) instead of compiling and inserting each one
 * (the longest part of that render's main-thread task on a slow phone). A style missing here is
 * still generated at run time.
 */

const config = {
  apiBaseUrl: 'https://api.invalid/v1',
  fileBaseUrl: 'https://files.invalid',
  paymentPageUrl: 'https://payment.invalid',
  signingOrigin: 'https://signing.invalid',
};

/** The one address the render shows; nothing navigates during a server render. */
function fixedHistory(path: string): GuardedHistory {
  return {
    action: NavigationType.Pop,
    location: { pathname: path, search: '', hash: '', state: null, key: 'ssr' },
    createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
    push: () => {},
    replace: () => {},
    go: () => {},
    listen: () => () => {},
    guard: () => () => {},
  };
}

const messages = {
  uncomplete: { header: 'Action needed', body: 'Please complete this task.' },
  processing: { header: 'In review', body: 'We are checking your details.' },
};

/** Every tone a dashboard card or menu icon can take, spread over the six tasks. */
async function withTaskStatuses(api: PortalApi, dispatch: AppDispatch): Promise<void> {
  const upsert = api.util.upsertQueryData;
  await Promise.all([
    dispatch(
      upsert('getProfile', undefined, {
        confirmation_id: 'KX-0000',
        prefix: 'Ms',
        firstname: 'Guest',
        middlename: null,
        lastname: 'Name',
        tour_title: 'Japan tour',
        departure_date: '2027-04-01',
        length: 10,
      }),
    ),
    dispatch(
      upsert('getAgreement', undefined, {
        title: 'Travel agreement',
        status: 'uncomplete',
        statusMessages: messages,
        recipientEmail: 'guest@example.com',
        envelopeId: null,
        signingUrl: null,
        envelopeStatus: null,
        envelopeStatusMessages: {},
      }),
    ),
    dispatch(
      upsert('getMealRequests', undefined, {
        status: 'processing',
        statusMessages: messages,
        passengers: [],
        meal_choice: [],
        food_allergies: [],
      }),
    ),
    dispatch(
      upsert('listCustomerDocuments', undefined, {
        status: 'completed',
        statusMessages: {},
        documents: [],
      }),
    ),
    dispatch(
      upsert('listFlightDocuments', undefined, {
        status: 'preprocessing',
        statusMessages: {},
        documents: [],
      }),
    ),
    dispatch(
      upsert('getWhatsApp', undefined, {
        status: 'unknown',
        statusMessages: {},
        whats_app_number: null,
        agent_app_number: '+81 3 0000 0000',
        agent_hours: '9:00-18:00',
        agent_link: null,
      }),
    ),
    // An unpaid invoice: the dashboard's balance and the menu's Payments badge.
    dispatch(
      upsert('listInvoices', undefined, [
        { id: 1, title: 'Tour balance', grand_total: 100, receipt_total: 0, status_id: 2 },
      ]),
    ),
    dispatch(
      upsert('getTravelApp', undefined, {
        status: 'uncomplete',
        statusMessages: {},
        guidance_header: null,
        guidance_body: null,
        axus_app_user_id: null,
        axus_app_passcode: null,
      }),
    ),
  ]);
}

/** Server renders have no window, so the shell's width query answers what `wide` says. */
const atWidth = (wide: boolean) => (theme: Theme) => ({
  ...theme,
  components: {
    ...theme.components,
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: () => ({ matches: wide }) } },
  },
});

function screen(store: AppStore, path: string, wide = false): ReactElement {
  return (
    <AppProviders store={store} config={config}>
      <ThemeProvider theme={atWidth(wide)}>
        <GuardedRouter history={fixedHistory(path)}>
          <PortalRoutes />
        </GuardedRouter>
      </ThemeProvider>
    </AppProviders>
  );
}

async function signedInStore(): Promise<{ store: AppStore; api: PortalApi }> {
  const store = createAppStore(config);
  store.dispatch(
    sessionRestored({
      token: 'ssr',
      userId: '0',
      userEmail: 'guest@example.com',
      lastAccess: null,
    }),
  );
  const { portalApi } = await import('../api/portalApi');
  attachPortalApi(store, portalApi);
  return { store, api: portalApi };
}

/** The first screens' markup, Emotion's `<style>` elements included. */
export async function renderFirstScreens(): Promise<string> {
  await preloadPageFor('#/dashboard');
  const signedOut = createAppStore(config);
  signedOut.dispatch(sessionRestored(null));
  const loading = await signedInStore();
  const loaded = await signedInStore();
  await withTaskStatuses(loaded.api, loaded.store.dispatch);
  const markup = [
    screen(signedOut, '/login'),
    screen(loading.store, '/dashboard'),
    screen(loaded.store, '/dashboard'),
    screen(loading.store, '/dashboard', true),
    screen(loaded.store, '/dashboard', true),
  ]
    .map((element) => renderToString(element))
    .join('');
  // Cached answers expire on timers, which would keep the build process waiting for them.
  [loading, loaded].forEach(({ api, store }) => store.dispatch(api.util.resetApiState()));
  return markup;
}

const EMOTION_STYLE = /<style data-emotion="css ([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * One `<style>` element naming the Emotion id of every style it holds (`styleCache.ts` reads
 * them), each rule once, in the order the screens rendered them. Global styles (`css-global`, the
 * baseline) stay with Emotion at run time: they are a few rules.
 */
export function collectStyleTags(markup: string): string {
  const seen = new Set<string>();
  const rules: string[] = [];
  for (const [, names, css] of markup.matchAll(EMOTION_STYLE)) {
    const fresh = names.split(' ').filter((name) => !seen.has(name));
    if (fresh.length === 0) continue;
    fresh.forEach((name) => seen.add(name));
    rules.push(css);
  }
  if (seen.size === 0) throw new Error('The first screens rendered no Emotion styles.');
  return `<style ${PRERENDERED_STYLES}="${[...seen].join(' ')}">${rules.join('')}</style>`;
}

/** What index.html carries in its head. */
export async function firstScreenStyleTags(): Promise<string> {
  return collectStyleTags(await renderFirstScreens());
}
