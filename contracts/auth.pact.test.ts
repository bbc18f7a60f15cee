import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../src/api/auth';
import { portalApi } from '../src/api/portalApi';
import {
  DATE_OPTIONAL_TIME,
  FRESH,
  ISO_DATE_TIME,
  LAST_ACCESS,
  MatchersV3,
  authHeaders,
  isoDateTime,
  lastAccessHeader,
  messageBody,
  newPact,
  storeFor,
} from './support';

const { like, integer, regex } = MatchersV3;
const pact = newPact();

describe('sign-in (POST /auth/customer_login)', () => {
  it('signs in with e-mail and reservation number', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 who signs in as emma.walker@example.com', {
        reservationId: FRESH.reservationId,
        email: FRESH.email,
      })
      .uponReceiving('a sign-in with a known e-mail and reservation number')
      .withRequest('POST', '/auth/customer_login', (b) =>
        b.jsonBody({ email: FRESH.email, reservationId: FRESH.reservationId }),
      )
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({
          token: like(FRESH.token),
          user_id: integer(FRESH.userId),
          user_email: like(FRESH.email),
          message: like('Login successful.'),
          last_access: isoDateTime(),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url);
        const payload = await store
          .dispatch(login({ email: FRESH.email, reservationId: FRESH.reservationId }))
          .unwrap();
        expect(payload).toEqual({
          token: FRESH.token,
          userId: String(FRESH.userId),
          userEmail: FRESH.email,
          lastAccess: LAST_ACCESS,
        });
        expect(store.getState().session.token).toBe(FRESH.token);
      });
  });

  it('shows the server message when the reservation number is wrong (400)', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 (emma.walker@example.com); no reservation KX-9999 exists', {
        reservationId: FRESH.reservationId,
        email: FRESH.email,
        unknownReservationId: 'KX-9999',
      })
      .uponReceiving('a sign-in with a wrong reservation number')
      .withRequest('POST', '/auth/customer_login', (b) =>
        b.jsonBody({ email: FRESH.email, reservationId: 'KX-9999' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(messageBody('Invalid e-mail or reservation number.')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url);
        const result = await store.dispatch(
          login({ email: FRESH.email, reservationId: 'KX-9999' }),
        );
        expect(result.payload).toEqual({
          shown: 'Invalid e-mail or reservation number.',
          returned: 'Invalid e-mail or reservation number.',
        });
        expect(store.getState().session.token).toBeNull();
      });
  });
});

describe('profile (GET /portal)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the guest profile', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 who is logged in', { reservationId: FRESH.reservationId })
      .uponReceiving('a request for the guest profile')
      .withRequest('GET', '/portal', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({
          confirmation_id: regex('^[A-Z]{2}-\\d{4}$', FRESH.reservationId),
          prefix: like('Ms.'),
          firstname: like('Emma'),
          middlename: like('Jane'),
          lastname: like('Walker'),
          tour_title: like('Classic Japan: Tokyo, Kyoto & Osaka'),
          departure_date: regex(DATE_OPTIONAL_TIME, '2026-04-10'),
          length: integer(12),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
        expect(result.data).toMatchObject({ confirmation_id: 'KX-1001', firstname: 'Emma' });
        expect(store.getState().session.lastAccess).toBe(LAST_ACCESS);
      });
  });

  it('sends the guest to sign in again when the session has expired (401)', async () => {
    vi.stubGlobal('window', { location: { hash: '#/dashboard' } });
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose session has expired', { reservationId: FRESH.reservationId })
      .uponReceiving('a request for the guest profile with an expired session')
      .withRequest('GET', '/portal', (b) =>
        b.headers({
          Authorization: regex('^Bearer \\S+$', `Bearer ${FRESH.token}`),
          'X-User-Info': regex('^\\d+$', String(FRESH.userId)),
          'X-Last-Access': regex(ISO_DATE_TIME, LAST_ACCESS),
        }),
      )
      .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
        expect(result.error).toMatchObject({ status: 401 });
        expect(store.getState().session.authRequiredFrom).toBe('/dashboard');
      });
  });
});
