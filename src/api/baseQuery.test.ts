import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachPortalApi, createAppStore } from '../app/store';
import { fakeApi, TEST_CONFIG } from '../test/renderWithStore';
import { STORAGE_KEYS } from '../lib/authStorage';
import { portalApi } from './portalApi';
import { loginSucceeded } from './session';
import { REQUEST_TIMEOUT_MS } from './transport';

function signedInStore() {
  const store = createAppStore(TEST_CONFIG);
  attachPortalApi(store, portalApi);
  store.dispatch(
    loginSucceeded({
      token: 'tok-1',
      userId: '42',
      userEmail: 'g@example.com',
      lastAccess: '2026-01-01T00:00:00Z',
    }),
  );
  return store;
}

const profile = {
  confirmation_id: 'KX-1001',
  prefix: 'Ms.',
  firstname: 'Emma',
  middlename: null,
  lastname: 'Walker',
  tour_title: 'Classic Japan',
  departure_date: '2026-04-10',
  length: 12,
};

describe('portal base query', () => {
  it('sends the bearer token, X-User-Info and X-Last-Access to apiBaseUrl', async () => {
    const api = fakeApi({ 'GET /portal': { body: profile } });
    const store = signedInStore();
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    const [call] = api.calls;
    expect(api.spy.mock.calls[0][0]).toBe('http://api.test/v1/portal');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('X-User-Info')).toBe('42');
    expect(call.headers.get('X-Last-Access')).toBe('2026-01-01T00:00:00Z');
  });

  it('stores x-last-access from a response, in the session and in storage', async () => {
    fakeApi({
      'GET /portal': { body: profile, headers: { 'x-last-access': '2026-03-03T03:03:03Z' } },
    });
    const store = signedInStore();
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(store.getState().session.lastAccess).toBe('2026-03-03T03:03:03Z');
    expect(localStorage.getItem(STORAGE_KEYS.lastAccess)).toBe('2026-03-03T03:03:03Z');
  });

  it('treats a 400 response as data carrying a message, with its status', async () => {
    fakeApi({
      'PATCH /portal/whats_app/update': { status: 400, body: { message: 'Number rejected.' } },
    });
    const store = signedInStore();
    const result = await store.dispatch(
      portalApi.endpoints.updateWhatsAppNumber.initiate({
        whatsAppUpdateRequest: { whats_app_number: '+1' },
      }),
    );
    expect(result.data).toMatchObject({ message: 'Number rejected.', responseStatus: 400 });
    expect(result.error).toBeUndefined();
  });

  it('answers "Not found token in local storage" without a call when no token is stored', async () => {
    const api = fakeApi({});
    const store = createAppStore(TEST_CONFIG);
    attachPortalApi(store, portalApi);
    const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({ status: 'NO_TOKEN', data: 'Not found token in local storage' });
    expect(api.calls).toHaveLength(0);
  });

  it('on 401 asks for login with the originating location and keeps the stored session', async () => {
    window.location.hash = '#/meals';
    fakeApi({
      'GET /portal/meal_requests': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const store = signedInStore();
    await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
    expect(store.getState().session.authRequiredFrom).toBe('/meals');
    expect(store.getState().session.token).toBe('tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
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
    fakeApi({ 'GET /portal/meal_requests': { status: 401 }, 'GET /portal': { status: 401 } });
    const store = signedInStore();
    await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
    window.location.hash = '#/login';
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(store.getState().session.authRequiredFrom).toBe('/meals');
  });

  it('returns the body of a failed response', async () => {
    fakeApi({ 'GET /portal': { status: 500, body: { message: 'Database is down.' } } });
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
    fakeApi({ 'GET /portal': { status: 502 } });
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
