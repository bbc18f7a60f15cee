import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store';
import { STORAGE_KEYS } from '../lib/authStorage';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { TEST_CONFIG } from '../test/renderWithStore';
import { apiUrl, requests, server } from '../test/sandbox';
import { login } from './auth';
import { authRequired, loggedOut, restoreSession } from './session';

const credentials = { email: 'emma.walker@example.com', reservationId: 'KX-1001' };
const LOGIN = apiUrl('/auth/customer_login');
/** A login response the sandbox would not send (fixed values, fields left out): an override. */
const respondToLogin = (body: JsonBodyType, headers: Record<string, string> = {}) =>
  server.use(http.post(LOGIN, () => HttpResponse.json(body, { headers })));
const loginResponse = {
  token: 'tok-9',
  user_id: 9,
  user_email: 'emma.walker@example.com',
  message: 'Welcome back!',
  last_access: '2026-02-02T02:02:02Z',
};

describe('session', () => {
  it('remembers that the server ended the session until the guest signs in or logs out', () => {
    const store = createAppStore(TEST_CONFIG);
    store.dispatch(restoreSession());
    expect(store.getState().session.expired).toBe(false);
    store.dispatch(authRequired('/meals'));
    expect(store.getState().session.expired).toBe(true);
    store.dispatch(loggedOut());
    expect(store.getState().session.expired).toBe(false);
  });

  it('is loading until the stored session has been checked', () => {
    const store = createAppStore(TEST_CONFIG);
    expect(store.getState().session.loading).toBe(true);
    store.dispatch(restoreSession());
    expect(store.getState().session).toMatchObject({ loading: false, token: null });
  });

  it('restores a session only when token, user id and e-mail are all stored', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.userId, '5');
    const partial = createAppStore(TEST_CONFIG);
    partial.dispatch(restoreSession());
    expect(partial.getState().session.token).toBeNull();

    localStorage.setItem(STORAGE_KEYS.userEmail, 'g@example.com');
    localStorage.setItem(STORAGE_KEYS.lastAccess, '2026-01-01T00:00:00Z');
    const full = createAppStore(TEST_CONFIG);
    full.dispatch(restoreSession());
    expect(full.getState().session).toMatchObject({
      token: 'tok',
      userId: '5',
      userEmail: 'g@example.com',
      lastAccess: '2026-01-01T00:00:00Z',
      loading: false,
    });
  });

  it('logs in on a 200 with a token: stores the four keys, prefers the x-last-access header', async () => {
    respondToLogin(loginResponse, { 'x-last-access': '2026-02-02T02:02:03Z' });
    const store = createAppStore(TEST_CONFIG);
    const result = await store.dispatch(login(credentials));
    expect(result.type).toBe('session/login/fulfilled');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/customer_login',
      body: credentials,
    });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-9');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('9');
    expect(localStorage.getItem(STORAGE_KEYS.userEmail)).toBe('emma.walker@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.lastAccess)).toBe('2026-02-02T02:02:03Z');
  });

  it('falls back to the body last_access, then to the client clock with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondToLogin({ ...loginResponse, last_access: '' }, { 'x-last-access': '' });
    const store = createAppStore(TEST_CONFIG);
    await store.dispatch(login(credentials));
    expect(warn).toHaveBeenCalled();
    expect(Number.isNaN(Date.parse(store.getState().session.lastAccess ?? ''))).toBe(false);
  });

  it('fails with the server message on a 400 and keeps the guest signed out', async () => {
    // A reservation the sandbox does not know: it rejects the login.
    const store = createAppStore(TEST_CONFIG);
    const result = await store.dispatch(login({ ...credentials, reservationId: 'KX-9999' }));
    expect(result.payload).toEqual({ shown: 'Invalid e-mail or reservation number.' });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('fails when a 200 carries no token', async () => {
    respondToLogin({ ...loginResponse, token: '' });
    const result = await createAppStore(TEST_CONFIG).dispatch(login(credentials));
    expect(result.payload).toEqual({ shown: 'Welcome back!' });
  });

  it('shows "Authorization Error." without a response', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const store = createAppStore(TEST_CONFIG);
    const result = await store.dispatch(login(credentials));
    expect(result.payload).toEqual({ shown: 'Authorization Error.' });
  });

  it('logout removes the four stored values and resets the session', async () => {
    const store = createAppStore(TEST_CONFIG);
    await store.dispatch(login(credentials));
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('1001');
    store.dispatch(loggedOut());
    Object.values(STORAGE_KEYS).forEach((key) => expect(localStorage.getItem(key)).toBeNull());
    expect(store.getState().session).toMatchObject({ token: null, userId: null, loading: false });
  });
});

describe('signing in again after a 401', () => {
  it('forgets responses cached under the old session', async () => {
    const { portalApi } = await import('./portalApi');
    // No session yet: the sandbox answers the meal requests 401, then signs the guest in.
    const store = createAppStore(TEST_CONFIG);
    await store.dispatch(portalApi.endpoints.getMealRequests.initiate(undefined));
    store.dispatch(restoreSession());
    await store.dispatch(login(credentials));
    expect(store.getState().api?.queries).toEqual({});
  });
});
