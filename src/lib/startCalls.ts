/**
 * A returning guest's first calls, sent by the small preload script (src/preloadSignedIn.ts)
 * while the app's code is still downloading: on a slow phone link that code takes seconds, and
 * the calls (with their CORS preflights) would only start after it. Which calls: the ones the app
 * sent the last time it started on the same page, recorded per guest. The two scripts are bundled
 * apart, so they meet on one window property.
 */
import { authHeaders, JSON_ACCEPT } from './requestHeaders';
import type { StoredSession } from './authStorage';
import { guestStorage } from './guestStorage';
import { parseRuntimeConfig, runtimeConfigUrl } from '../config/runtimeConfig';
import { pathOfHash } from '../config/homePath';

/** Per guest, so another guest signing in on this browser never sends the first guest's calls. */
export const START_CALLS_PREFIX = 'portal.startCalls.';
const store = guestStorage(START_CALLS_PREFIX);
/** More than a first screen sends (eight on the dashboard); stored lists are cut to it. */
const MAX_CALLS = 12;

interface EarlyCall {
  authorization: string;
  response: Promise<Response>;
  /** Ends the call, its body included: the app's cancel and time-out, or nobody taking it. */
  controller: AbortController;
}

interface StartHandoff {
  /** Set by the app as it starts: from then on it sends its own calls. */
  appStarted: boolean;
  config?: Promise<Response>;
  calls: Map<string, EarlyCall>;
}

declare global {
  interface Window {
    __portalStart?: StartHandoff;
  }
}

const handoff = (): StartHandoff =>
  (window.__portalStart ??= { appStarted: false, calls: new Map() });

/** The guest's recorded calls by path; anything unreadable reads as none. */
function readStored(userId: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store.snapshot(userId) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function storedCallsFor(userId: string, path: string): string[] {
  const urls = readStored(userId)[path];
  return Array.isArray(urls)
    ? urls.filter((url): url is string => typeof url === 'string').slice(0, MAX_CALLS)
    : [];
}

/** `url` as the browser reads it, if it lies under the API's address (dot segments resolved). */
function underApi(url: string, api: URL): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === api.origin && parsed.pathname.startsWith(api.pathname)
      ? parsed.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Preload script: sends the calls recorded for the page in the address bar, with the stored
 * session's headers, once config.json names the API. Only URLs under that API are sent (the
 * token goes nowhere else), and nothing once the app has started.
 */
export function sendStartCalls(session: StoredSession, doc: Document = document): void {
  const state = handoff();
  const urls = storedCallsFor(session.userId, pathOfHash(doc.location.hash));
  if (state.appStarted || urls.length === 0) return;
  // As index.html's preload of config.json asks, so this request is that one.
  const config = fetch(runtimeConfigUrl(doc));
  state.config = config;
  config
    .then((response) => response.clone().json() as Promise<unknown>)
    .then((raw) => {
      if (state.appStarted) return;
      const api = new URL(`${parseRuntimeConfig(raw).apiBaseUrl}/`);
      const headers = { Accept: JSON_ACCEPT, ...authHeaders(session) };
      urls.forEach((recorded) => {
        const url = underApi(recorded, api);
        if (!url) return;
        const controller = new AbortController();
        const response = fetch(url, { headers, signal: controller.signal });
        // Whoever takes it reads its failure; one nobody takes is no page error.
        response.catch(() => undefined);
        state.calls.set(url, { authorization: headers.Authorization, response, controller });
      });
    })
    .catch(() => undefined);
}

/** App: config.json as the preload script asked for it, if it did (taken once). */
export function takeStartConfig(): Promise<Response> | undefined {
  const state = handoff();
  const { config } = state;
  state.config = undefined;
  return config;
}

let recording: { userId: string; path: string; urls: Set<string> } | null = null;

/**
 * App, at start: the preload script sends no more calls; the reads sent from here until
 * `finishStart` are recorded as the signed-in guest's first calls on `path`.
 */
export function beginStart(start: { userId: string; path: string } | null): void {
  handoff().appStarted = true;
  recording = start ? { ...start, urls: new Set() } : null;
}

/**
 * App, for each JSON read it sends: the preload script's response to the same URL and token, if
 * there is one (each is taken once), ended by `signal` as the app's own call would be; and the
 * URL is recorded while the start lasts.
 */
export function takeStartCall(
  url: string,
  authorization: string,
  signal: AbortSignal,
): Promise<Response> | undefined {
  recording?.urls.add(url);
  // The API client also runs outside a browser (the contract tests), where there is no window.
  const calls = typeof window === 'undefined' ? undefined : window.__portalStart?.calls;
  const early = calls?.get(url);
  if (!early) return undefined;
  calls?.delete(url);
  if (early.authorization !== authorization) {
    early.controller.abort();
    return undefined;
  }
  const abort = () => early.controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return early.response;
}

/**
 * App, as it renders its first screen (whose calls are out by then): stores what was sent for
 * next time, and ends the preload script's calls the app did not take: a later call must not get
 * an old answer.
 */
export function finishStart(): void {
  const { calls } = handoff();
  calls.forEach(({ controller }) => controller.abort());
  calls.clear();
  if (!recording) return;
  const { userId, path, urls } = recording;
  recording = null;
  const stored = readStored(userId);
  if (urls.size > 0) stored[path] = [...urls].slice(0, MAX_CALLS);
  else delete stored[path];
  // Full or blocked storage keeps nothing: the next start sends its calls itself.
  store.write(userId, Object.keys(stored).length > 0 ? JSON.stringify(stored) : null);
}
