import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../src/api/auth';
import { portalApi } from '../src/api/portalApi';
import {
  DATE_OPTIONAL_TIME,
  FRESH,
  MatchersV3,
  authHeaders,
  fromState,
  looseValue,
  messageBody,
  newPact,
  storeFor,
} from './support';
import { STATE } from './states';

const { like, integer, matchStatus, HTTPResponseStatusClass } = MatchersV3;
const pact = newPact();

/** A tour start, or null while none is scheduled (the card shows a dash). */
const NULLABLE_DATE = `^(null|${DATE_OPTIONAL_TIME.slice(1, -1)})$`;

/** The reservation number the failed sign-in uses; a server names one it does not have. */
const UNKNOWN_RESERVATION = 'KX-9999';
/** Any 4xx: the portal shows the response's message whichever rejection code the server picks. */
const CLIENT_ERROR = matchStatus(400, HTTPResponseStatusClass.ClientError);

describe('sign-in (POST /auth/customer_login)', () => {
  it('signs in with e-mail and reservation number', async () => {
    await pact
      .addInteraction()
      .given(STATE.canSignIn)
      .uponReceiving('a sign-in with a known e-mail and reservation number')
      .withRequest('POST', '/auth/customer_login', (b) =>
        b.jsonBody({
          email: fromState('${email}', FRESH.email),
          reservationId: fromState('${reservationId}', FRESH.reservationId),
        }),
      )
      // The server time (`x-last-access` header or `last_access`) and `message` are optional.
      .willRespondWith(200, (b) =>
        b.jsonBody({
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
          // No server time in the response: the portal uses its own clock.
          lastAccess: expect.any(String),
        });
        expect(store.getState().session.token).toBe(FRESH.token);
      });
  });

  it('shows the server message when the reservation number is wrong (any 4xx)', async () => {
    await pact
      .addInteraction()
      .given(STATE.unknownReservation)
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
      .given(STATE.signedInWithMiddleName)
      .uponReceiving('a request for the guest profile')
      .withRequest('GET', '/portal', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        // Every name part the card composes; this guest has a middle name.
        b.jsonBody({
          confirmation_id: like(FRESH.reservationId),
          prefix: like('Ms.'),
          firstname: like('Emma'),
          middlename: like('Jane'),
          lastname: like('Walker'),
          tour_title: like('Classic Japan: Tokyo, Kyoto & Osaka'),
          departure_date: looseValue(NULLABLE_DATE, '2026-04-10'),
          length: looseValue('^(null|\\d+)$', 12),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
        expect(result.data).toMatchObject({ confirmation_id: 'KX-1001', middlename: 'Jane' });
      });
  });

  it('sends the guest to sign in again when the session has expired (401)', async () => {
    vi.stubGlobal('window', { location: { hash: '#/dashboard' } });
    await pact
      .addInteraction()
      .given(STATE.sessionExpired)
      .uponReceiving('a request for the guest profile with an expired session')
      // A state may answer the expired session's token and user id; else any stale token will do.
      .withRequest('GET', '/portal', (b) => b.headers(authHeaders(FRESH)))
      // Any body or none: the portal reads only the status.
      .willRespondWith(401)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getProfile.initiate());
        expect(result.error).toMatchObject({ status: 401 });
        expect(store.getState().session.authRequiredFrom).toBe('/dashboard');
      });
  });
});
