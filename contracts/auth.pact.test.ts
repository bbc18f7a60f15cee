import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../src/api/auth';
import { portalApi } from '../src/api/portalApi';
import {
  DATE_OPTIONAL_TIME,
  FRESH,
  LAST_ACCESS,
  MatchersV3,
  authHeaders,
  fromState,
  lastAccessHeader,
  looseValue,
  messageBody,
  newPact,
  storeFor,
} from './support';

const { like, integer, matchStatus, HTTPResponseStatusClass } = MatchersV3;
const pact = newPact();

/** A tour start, or null while none is scheduled (the card shows a dash). */
const NULLABLE_DATE = `^(null|${DATE_OPTIONAL_TIME.slice(1, -1)})$`;

/** The reservation number the failed sign-in uses; a server names one it does not have. */
const UNKNOWN_RESERVATION = 'KX-9999';
/** Any 4xx: the portal shows the answer's message whichever refusal code the server picks. */
const CLIENT_ERROR = matchStatus(400, HTTPResponseStatusClass.ClientError);

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
        b.jsonBody({
          email: fromState('${email}', FRESH.email),
          reservationId: fromState('${reservationId}', FRESH.reservationId),
        }),
      )
      // The server time comes in the header; `last_access` in the body and `message` are optional.
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({
          token: like(FRESH.token),
          user_id: integer(FRESH.userId),
          user_email: like(FRESH.email),
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

  it('shows the server message when the reservation number is wrong (any 4xx)', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 (emma.walker@example.com); no reservation KX-9999 exists', {
        reservationId: FRESH.reservationId,
        email: FRESH.email,
        unknownReservationId: UNKNOWN_RESERVATION,
      })
      .uponReceiving('a sign-in with a wrong reservation number')
      .withRequest('POST', '/auth/customer_login', (b) =>
        b.jsonBody({
          email: fromState('${email}', FRESH.email),
          reservationId: fromState('${unknownReservationId}', UNKNOWN_RESERVATION),
        }),
      )
      .willRespondWith(CLIENT_ERROR, (b) =>
        b.jsonBody(messageBody('Invalid e-mail or reservation number.')),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url);
        const result = await store.dispatch(
          login({ email: FRESH.email, reservationId: UNKNOWN_RESERVATION }),
        );
        expect(result.payload).toEqual({ shown: 'Invalid e-mail or reservation number.' });
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
        // Prefix and middle name may be missing (the name is composed from what is there).
        b.headers(lastAccessHeader()).jsonBody({
          confirmation_id: like(FRESH.reservationId),
          firstname: like('Emma'),
          lastname: like('Walker'),
          tour_title: like('Classic Japan: Tokyo, Kyoto & Osaka'),
          departure_date: looseValue(NULLABLE_DATE, '2026-04-10'),
          length: looseValue('^(null|\\d+)$', 12),
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
      // A state may answer the expired session's token and user id; else any stale token will do.
      .withRequest('GET', '/portal', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
        expect(result.error).toMatchObject({ status: 401 });
        expect(store.getState().session.authRequiredFrom).toBe('/dashboard');
      });
  });
});
