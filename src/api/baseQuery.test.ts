import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachPortalApi, createAppStore } from '../app/store';
import { TEST_CONFIG } from '../test/renderWithStore';
import { apiUrl, API_BASE_URL, requests, server, signIn } from '../test/sandbox';
import { STORAGE_KEYS } from '../lib/authStorage';
import { beginStart, finishStart, sendStartCalls, takeStartCall } from '../lib/startCalls';
import { portalApi } from './portalApi';
import { loginSucceeded } from './session';
import { REQUEST_TIMEOUT_MS } from './transport';

/** A store signed in to the sandbox as the fresh guest; hands back the session it holds. */
function signedIn() {
  const store = createAppStore(TEST_CONFIG);
  attachPortalApi(store, portalApi);
  const session = signIn();
  store.dispatch(loginSucceeded(session));
  return { store, session };
}
const signedInStore = () => signedIn().store;

describe('portal base query', () => {
  it('sends the bearer token, X-User-Info and X-Last-Access to apiBaseUrl', async () => {
    const { store, session } = signedIn();
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    const [call] = requests;
    expect(call?.url.href).toBe('http://api.test/v1/portal');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(call?.headers.get('X-User-Info')).toBe(session.userId);
    expect(call?.headers.get('X-Last-Access')).toBe(session.lastAccess);
  });

  it('stores x-last-access from a response, in the session and in storage', async () => {
    server.use(
      http.get(apiUrl('/portal'), () =>
        HttpResponse.json(
          { confirmation_id: 'KX-1001' },
          { headers: { 'x-last-access': '2026-03-03T03:03:03Z' } },
        ),
      ),
    );
    const store = signedInStore();
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(store.getState().session.lastAccess).toBe('2026-03-03T03:03:03Z');
    expect(localStorage.getItem(STORAGE_KEYS.lastAccess)).toBe('2026-03-03T03:03:03Z');
  });

  it('treats a 400 response as data carrying a message, with its status', async () => {
    // The sandbox rejects a number that is not in international form.
    const store = signedInStore();
    const result = await store.dispatch(
      portalApi.endpoints.updateWhatsAppNumber.initiate({
        whatsAppUpdateRequest: { whats_app_number: '12' },
      }),
    );
    expect(result.data).toMatchObject({
      message: expect.stringContaining('Please enter a valid international phone number'),
      responseStatus: 400,
    });
    expect(result.error).toBeUndefined();
  });

  it('answers "Not found token in local storage" without a call when no token is stored', async () => {
    const store = createAppStore(TEST_CONFIG);
    attachPortalApi(store, portalApi);
    const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({ status: 'NO_TOKEN', data: 'Not found token in local storage' });
    expect(requests).toHaveLength(0);
  });

  it('on 401 asks for login with the originating location and keeps the stored session', async () => {
    window.location.hash = '#/meals';
    const store = createAppStore(TEST_CONFIG);
    attachPortalApi(store, portalApi);
    // A session the sandbox never issued: it answers 401.
    store.dispatch(loginSucceeded({ ...signIn(), token: 'expired-token' }));
    await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
    expect(store.getState().session.authRequiredFrom).toBe('/meals');
    expect(store.getState().session.token).toBe('expired-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('expired-token');
  });

  it('does not take an unreadable 200 response for a success', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"status": "uncompl', { status: 200 }),
    );
    const result = await signedInStore().dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({
      status: 'PARSING_ERROR',
      data: 'The server sent a response that could not be read.',
    });
  });

  it('keeps the first origin when a late 401 arrives on the login page', async () => {
    window.location.hash = '#/meals';
    const store = createAppStore(TEST_CONFIG);
    attachPortalApi(store, portalApi);
    store.dispatch(loginSucceeded({ ...signIn(), token: 'expired-token' }));
    await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
    window.location.hash = '#/login';
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(store.getState().session.authRequiredFrom).toBe('/meals');
  });

  it('returns the body of a failed response', async () => {
    server.use(
      http.get(apiUrl('/portal'), () =>
        HttpResponse.json({ message: 'Database is down.' }, { status: 500 }),
      ),
    );
    const result = await signedInStore().dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({ status: 500, data: { message: 'Database is down.' } });
  });

  it('returns the error message when there is no response, else "Unknown error occurred"', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = signedInStore();
    const first = await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(first.error).toEqual({ status: 'FETCH_ERROR', data: 'Failed to fetch' });

    fetchSpy.mockRejectedValueOnce(new Error(''));
    const second = await store.dispatch(
      portalApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }),
    );
    expect(second.error).toEqual({ status: 'FETCH_ERROR', data: 'Unknown error occurred' });
  });

  it('returns "Unknown error occurred" for a failed response with an empty body', async () => {
    server.use(http.get(apiUrl('/portal'), () => new HttpResponse(null, { status: 502 })));
    const result = await signedInStore().dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({ status: 502, data: 'Unknown error occurred' });
  });

  it('only warns when a call is cancelled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const store = signedInStore();
    const request = store.dispatch(portalApi.endpoints.getProfile.initiate());
    request.abort();
    await request;
    expect(warn).toHaveBeenCalledWith('Request cancelled: GET /portal');
  });

  it('reads the invoice PDF as a blob', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('%PDF-1.4 test', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'x-last-access': 'now' },
      }),
    );
    const store = signedInStore();
    const result = await store.dispatch(
      portalApi.endpoints.getPdf.initiate({
        pdfRequest: { resource: 'invoices', id: 7, template: 'invoice' },
      }),
    );
    const blob = result.data as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 test');
  });
});

describe('a call that gets no response', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after REQUEST_TIMEOUT_MS with TIMEOUT_ERROR, and not a moment before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const request = signedInStore().dispatch(portalApi.endpoints.getProfile.initiate());
    const settled = vi.fn();
    void request.then(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await request).error).toEqual({
      status: 'TIMEOUT_ERROR',
      data: 'The server did not answer.',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('a read the preload script sent before the app started', () => {
  const apiCalls = () =>
    requests
      .filter((call) => call.url.href.startsWith(API_BASE_URL))
      .map((call) => `${call.method} ${call.url.href}`);

  /**
   * The guest's last start on the dashboard read her profile; this start's preload script sends
   * it, and `sent` says when it has.
   */
  async function sentEarly(session: ReturnType<typeof signIn>, sent: () => void) {
    beginStart({ userId: session.userId, path: '/dashboard' });
    takeStartCall(apiUrl('/portal'), '', new AbortController().signal);
    finishStart();
    delete window.__portalStart;
    window.location.hash = '#/dashboard';
    server.use(http.get('*/config.json', () => HttpResponse.json(TEST_CONFIG)));
    sendStartCalls({ ...session, lastAccess: session.lastAccess ?? null });
    await vi.waitFor(sent);
    beginStart(null);
  }

  /** The browser's fetch, whose API calls answer `answer` and end only when aborted. */
  function heldFetch(answer: (signal: AbortSignal) => Promise<Response>) {
    return vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input).endsWith('config.json')
          ? Promise.resolve(Response.json(TEST_CONFIG))
          : answer(init?.signal ?? new AbortController().signal),
      );
  }
  const aborted = () => new DOMException('aborted', 'AbortError');

  afterEach(() => {
    finishStart();
    vi.useRealTimers();
  });

  it('answers the same call of the app, which sends it no second time', async () => {
    const { store, session } = signedIn();
    await sentEarly(session, () => expect(apiCalls()).toEqual([`GET ${API_BASE_URL}/portal`]));
    const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.data?.confirmation_id).toBe('KX-1001');
    expect(apiCalls()).toEqual([`GET ${API_BASE_URL}/portal`]);
  });

  it('still ends when the app cancels the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchSpy = heldFetch(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(aborted())),
        ),
    );
    const { store, session } = signedIn();
    await sentEarly(session, () => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const request = store.dispatch(portalApi.endpoints.getProfile.initiate());
    request.abort();
    await request;
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Request cancelled: GET /portal'));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('still times out when its status came and its body stalls', async () => {
    const fetchSpy = heldFetch((signal) => {
      const body = new ReadableStream({
        start: (stream) => signal.addEventListener('abort', () => stream.error(aborted())),
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const { store, session } = signedIn();
    await sentEarly(session, () => expect(fetchSpy).toHaveBeenCalledTimes(2));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const request = store.dispatch(portalApi.endpoints.getProfile.initiate());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await request).error).toEqual({
      status: 'TIMEOUT_ERROR',
      data: 'The server did not answer.',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
