// The unit tests' fake back end: the sandbox's own MSW handlers (mock-server/mswHandlers.ts) run
// in-process over a fresh sandbox store per test, so each behaviour is written once. A test sets
// its scenario up in the store (`reservation()`); only what a correct back end cannot be driven
// into (a 500, a malformed body, a hang) is a per-test `server.use(...)`.
import { setupServer } from 'msw/node';
import { config } from '../../mock-server/config';
import { completedEnvelope } from '../../mock-server/demo/common';
import { createLink, PAYMENT_GATEWAY_ID, pay } from '../../mock-server/fakeGateway';
import { setEnvelopeStatus } from '../../mock-server/handlers/docusign';
import { createHandlers } from '../../mock-server/mswHandlers';
import { expireSessions, issueSession, resetStore, store } from '../../mock-server/state';
import type { Envelope, EnvelopeStatus, Reservation } from '../../mock-server/types';

export const API_BASE_URL = 'http://api.test/v1';
/** The fresh guest's reservation (mock-server/demo/fresh.ts), the one tests sign in as. */
export const GUEST = 'KX-1001';
export const TEST_TOKEN = 'test-token';
/** The e-signature provider's origin: the portal's test config and the sandbox's signing addresses. */
export const SIGNING_ORIGIN = 'http://sign.test';

export const server = setupServer(...createHandlers(API_BASE_URL));

/** The full address of an API path ("/portal/whats_app"), for `server.use(http.get(...))`. */
export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;

export interface SentRequest {
  method: string;
  /** The path after /v1, without the query. */
  path: string;
  url: URL;
  /** JSON bodies parsed; anything else as text (read once the request has been handled). */
  body: unknown;
  headers: Headers;
}

/** Every request the page sent during the current test, in order. */
export const requests: SentRequest[] = [];

let fresh = false;

/** Demo data restored once per test, on first use (most tests never reach the network). */
const ensureFresh = (): void => {
  if (fresh) return;
  // Set here, not on import: the sandbox's own Node tests (same setup file) keep the gateway's.
  config.signingOrigin = SIGNING_ORIGIN;
  resetStore();
  fresh = true;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

server.events.on('request:start', ({ request }) => {
  ensureFresh();
  const url = new URL(request.url);
  const entry: SentRequest = {
    method: request.method,
    path: url.pathname.replace(/^\/v1/, ''),
    url,
    body: undefined,
    headers: request.headers,
  };
  requests.push(entry);
  void request
    .clone()
    .text()
    .then((text) => (entry.body = text ? parse(text) : undefined));
});

/** Called by the test setup before each test. */
export const startSandboxTest = (): void => {
  fresh = false;
  requests.length = 0;
};

/** The live sandbox record of a demo reservation: change it to set a scenario up. */
export const reservation = (id: string = GUEST): Reservation => {
  ensureFresh();
  const found = store.reservations[id];
  if (!found) throw new Error(`No demo reservation ${id}`);
  return found;
};

/** A session for the reservation, as a login would issue it (what the page stores). */
export const signIn = (id: string = GUEST, token: string = TEST_TOKEN) => {
  const r = reservation(id);
  const session = issueSession(id, token);
  return {
    token: session.token,
    userId: String(r.userId),
    userEmail: r.email,
    lastAccess: session.lastAccess,
  };
};

/** The requests sent as METHOD path, in order. */
export const sentTo = (method: string, path: string): SentRequest[] =>
  requests.filter((r) => r.method === method && r.path === path);

/** The server ends every session (as when a session expires): the next call gets a 401. */
export { expireSessions };

/** The bodies of the requests sent as METHOD path. */
export const sentBodies = (method: string, path: string): unknown[] =>
  sentTo(method, path).map((r) => r.body);

/** An envelope as the sandbox creates it (signing address on SIGNING_ORIGIN), in this status. */
export const envelope = (
  envelopeStatus: EnvelopeStatus = 'sent',
  envelopeId = 'env-1',
): Envelope => {
  ensureFresh();
  return { ...completedEnvelope(envelopeId), envelopeStatus };
};

/** The guest signs at the provider (Finish on the fake signing page): the envelope is completed. */
export const signAtProvider = (envelopeId: string) => {
  ensureFresh();
  if (!setEnvelopeStatus(envelopeId, 'completed')) throw new Error(`No envelope ${envelopeId}`);
};

/** The envelope a signing address was issued for (startSigning's token), if any. */
export const signingTokenEnvelope = (token: string) => store.signingTokens.get(token);

export { PAYMENT_GATEWAY_ID };

/** The payment link the sandbox issued for a token, if any. */
export const paymentLink = (token: string) => store.paymentLinks.get(token);

/** Pays a payment link's token with the approved test card, as the fake hosted page does. */
export const payAtGateway = (token: string) => {
  ensureFresh();
  const result = pay(token, '4111111111111111');
  if (!result.ok) throw new Error(result.reason);
  return result.transaction;
};

/** A card payment of an invoice the gateway approved outside the page (an earlier visit). */
export const paidAtGateway = (invoiceId: number, amount: number, id: string = GUEST) => {
  ensureFresh();
  return payAtGateway(createLink(id, invoiceId, amount, 'http://localhost').token);
};
