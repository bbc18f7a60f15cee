import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StoredSession } from './authStorage';
import {
  beginStart,
  finishStart,
  sendStartCalls,
  START_CALLS_PREFIX,
  takeStartCall,
  takeStartConfig,
} from './startCalls';

const API = 'http://api.test/v1';
const PROFILE = `${API}/portal`;
const MEALS = `${API}/portal/meals`;
const CONFIG = {
  apiBaseUrl: `${API}/`,
  fileBaseUrl: 'http://files.test',
  paymentPageUrl: 'http://pay.test/page',
  signingOrigin: 'http://sign.test',
};
const GUEST: StoredSession = {
  token: 't1',
  userId: 'u1',
  userEmail: 'guest@example.com',
  lastAccess: '2026-12-01T10:00:00Z',
};

/** The browser's fetch: config.json answers CONFIG, any other address its own URL as JSON. */
let fetchSpy: MockInstance<typeof fetch>;
const sentUrls = () => fetchSpy.mock.calls.map(([input]) => String(input));
/** A caller that never cancels. */
const NO_CANCEL = new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const CONFIG_URL = new URL('config.json', document.baseURI).href;

/** The app's start on `path`, sending `urls` as its first reads. */
function appStart(userId: string | null, path: string, urls: string[], token = 'Bearer t1') {
  beginStart(userId ? { userId, path } : null);
  const early = urls.map((url) => takeStartCall(url, token, NO_CANCEL));
  finishStart();
  return early;
}

/** A new page load: the window handoff is fresh, the storage is kept. */
function newPage(hash = '#/dashboard') {
  delete window.__portalStart;
  window.location.hash = hash;
}

/** The guest's last dashboard start sent `urls`; a new page's preload script has sent them again. */
async function sentAgain(urls: string[]) {
  appStart('u1', '/dashboard', urls);
  newPage();
  sendStartCalls(GUEST);
  await settle();
}

beforeEach(() => {
  newPage();
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      Promise.resolve(
        Response.json(String(input).endsWith('config.json') ? CONFIG : { url: String(input) }),
      ),
    );
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('start calls', () => {
  it('sends nothing, not even config.json, before the app has recorded a start', async () => {
    sendStartCalls(GUEST);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the page's recorded reads with the session's headers, and the app takes each once", async () => {
    await sentAgain([PROFILE, MEALS]);
    expect(sentUrls()).toEqual([CONFIG_URL, PROFILE, MEALS]);
    expect(fetchSpy.mock.calls[1]?.[1]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer t1',
      'X-User-Info': 'u1',
      'X-Last-Access': '2026-12-01T10:00:00Z',
    });

    beginStart({ userId: 'u1', path: '/dashboard' });
    const early = takeStartCall(PROFILE, 'Bearer t1', NO_CANCEL);
    expect(await (await early)?.json()).toEqual({ url: PROFILE });
    expect(takeStartCall(PROFILE, 'Bearer t1', NO_CANCEL)).toBeUndefined();
    finishStart();
  });

  it('hands the app its config.json request once', async () => {
    appStart('u1', '/dashboard', [PROFILE]);
    newPage();
    sendStartCalls(GUEST);
    const config = takeStartConfig();
    expect(await (await config)?.json()).toEqual(CONFIG);
    expect(takeStartConfig()).toBeUndefined();
  });

  it('sends only addresses under the API, so the token goes nowhere else', async () => {
    localStorage.setItem(
      `${START_CALLS_PREFIX}u1`,
      JSON.stringify({
        '/dashboard': [PROFILE, 'http://elsewhere.test/v1/portal', `${API}x/portal`, 42],
      }),
    );
    sendStartCalls(GUEST);
    await settle();
    expect(sentUrls().slice(1)).toEqual([PROFILE]);
  });

  it("sends neither another page's reads nor another guest's", async () => {
    appStart('u1', '/dashboard', [PROFILE]);
    newPage('#/meals');
    sendStartCalls(GUEST);
    newPage('#/dashboard');
    sendStartCalls({ ...GUEST, token: 't2', userId: 'u2' });
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing once the app has started', async () => {
    appStart('u1', '/dashboard', [PROFILE]);
    newPage();
    sendStartCalls(GUEST);
    beginStart({ userId: 'u1', path: '/dashboard' });
    await settle();
    expect(sentUrls()).toEqual([CONFIG_URL]);
  });

  it('does not hand over a response sent with another token', async () => {
    await sentAgain([PROFILE]);
    beginStart({ userId: 'u1', path: '/dashboard' });
    expect(takeStartCall(PROFILE, 'Bearer t2', NO_CANCEL)).toBeUndefined();
    expect(takeStartCall(PROFILE, 'Bearer t1', NO_CANCEL)).toBeUndefined();
  });

  it('drops the responses the app did not ask for by the end of its start', async () => {
    await sentAgain([PROFILE, MEALS]);
    appStart('u1', '/dashboard', [PROFILE]);
    expect(takeStartCall(MEALS, 'Bearer t1', NO_CANCEL)).toBeUndefined();
    // What this start sent is what the next one sends.
    newPage();
    fetchSpy.mockClear();
    sendStartCalls(GUEST);
    await settle();
    expect(sentUrls().slice(1)).toEqual([PROFILE]);
  });

  it('forgets a page whose start sent no reads, and records nothing for a visitor', () => {
    appStart('u1', '/dashboard', [PROFILE]);
    appStart('u1', '/meals', [MEALS]);
    appStart('u1', '/dashboard', []);
    expect(JSON.parse(localStorage.getItem(`${START_CALLS_PREFIX}u1`) ?? '')).toEqual({
      '/meals': [MEALS],
    });
    appStart('u1', '/meals', []);
    appStart(null, '/login', [PROFILE]);
    expect(localStorage.length).toBe(0);
  });

  it('sends nothing for unreadable records or an unreadable config.json', async () => {
    localStorage.setItem(`${START_CALLS_PREFIX}u1`, '{not json');
    sendStartCalls(GUEST);
    localStorage.setItem(`${START_CALLS_PREFIX}u1`, JSON.stringify({ '/dashboard': PROFILE }));
    sendStartCalls(GUEST);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();

    localStorage.setItem(`${START_CALLS_PREFIX}u1`, JSON.stringify({ '/dashboard': [PROFILE] }));
    fetchSpy.mockResolvedValue(Response.json({ apiBaseUrl: 'not a url' }));
    sendStartCalls(GUEST);
    await settle();
    expect(sentUrls()).toEqual([CONFIG_URL]);
  });
  it('resolves each address before comparing it with the API, and sends it as resolved', async () => {
    localStorage.setItem(
      `${START_CALLS_PREFIX}u1`,
      JSON.stringify({
        '/dashboard': [`${API}/../admin`, `${API}/%2e%2e/admin`, 'HTTP://API.test/v1/portal'],
      }),
    );
    sendStartCalls(GUEST);
    await settle();
    expect(sentUrls().slice(1)).toEqual([PROFILE]);
  });

  /** The abort signal the preload script's call of `url` was sent with. */
  const signalOf = (url: string) =>
    fetchSpy.mock.calls.find(([input]) => String(input) === url)?.[1]?.signal;

  it("ends a taken call when the app's call is cancelled or times out, body included", async () => {
    await sentAgain([PROFILE]);
    beginStart({ userId: 'u1', path: '/dashboard' });
    const appCall = new AbortController();
    expect(takeStartCall(PROFILE, 'Bearer t1', appCall.signal)).toBeDefined();
    expect(signalOf(PROFILE)?.aborted).toBe(false);
    appCall.abort();
    expect(signalOf(PROFILE)?.aborted).toBe(true);
  });

  it('ends the calls nobody took, and one sent with another token', async () => {
    await sentAgain([PROFILE, MEALS]);
    beginStart({ userId: 'u1', path: '/dashboard' });
    takeStartCall(PROFILE, 'Bearer t2', NO_CANCEL);
    expect(signalOf(PROFILE)?.aborted).toBe(true);
    expect(signalOf(MEALS)?.aborted).toBe(false);
    finishStart();
    expect(signalOf(MEALS)?.aborted).toBe(true);
  });

  it('leaves no unhandled failure behind a failed call nobody takes', async () => {
    appStart('u1', '/dashboard', [PROFILE]);
    newPage();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    // A plain function, not a spy: a spy handles the promises it returns, to record them.
    const sent: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      sent.push(input);
      return input.endsWith('config.json')
        ? Promise.resolve(Response.json(CONFIG))
        : Promise.reject(new TypeError('Failed to fetch'));
    });
    sendStartCalls(GUEST);
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    vi.unstubAllGlobals();
    expect(sent).toEqual([CONFIG_URL, PROFILE]);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
