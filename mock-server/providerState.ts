// Pact provider states ({state, params, action}) parsed from plain English, so consumer tests can
// name states naturally: "a guest KX-1001 whose meal requests are uncomplete". The phrases
// recognised are listed in README.md; an unrecognised state responds with 400 so verification fails loudly.
import crypto from 'node:crypto';
import { DEMO_NICKNAMES, signingUrlFor } from './data.js';
import { config } from './config.js';
import { sandboxSentence } from './contractStates.js';
import { clearFaults } from './faults.js';
import { applyGatewayPayment, injectedIds } from './pactValues.js';
import { expireSessions, issueSession, resetReservation, resetStore, store } from './state.js';
import { ENVELOPE_STATUSES, TASK_KEYS, type EnvelopeStatus, type TaskKey } from './types.js';

export interface StateRequest {
  state: string;
  params?: Record<string, unknown>;
  action?: 'setup' | 'teardown';
}

export type StateResult =
  { ok: true; values: Record<string, string | number> } | { ok: false; message: string };

const TASK_WORDS: Array<[TaskKey, RegExp]> = [
  ['docusign', /\b(docusign|agreement|signing)\b/g],
  ['meals', /\bmeal(s| requests?)?\b/g],
  ['passports', /\b(passports?|customer documents?)\b/g],
  ['flights', /\b(flights?( documents?| info(rmation)?)?)\b/g],
  ['whatsapp', /\bwhats ?app\b/g],
  ['axusapp', /\b(axus ?app|axus|travel app)\b/g],
];
const STATUS_WORD = /\b(uncomplete|preprocessing|processing|completed|complete)\b/g;
const ENVELOPE = new RegExp(
  `\\b(?:(${ENVELOPE_STATUSES.join('|')}) envelope|envelope (?:is |was )?(${ENVELOPE_STATUSES.join('|')}))\\b`,
);

/** Reservation named by number, nickname (fresh/midway/finished) or demo e-mail. */
export const findReservation = (text: string): string | null => {
  const number = /\bkx-\d{4}\b/i.exec(text)?.[0]?.toUpperCase();
  if (number && store.reservations[number]) return number;
  for (const [nick, id] of Object.entries(DEMO_NICKNAMES))
    if (new RegExp(`\\b${nick}\\b`, 'i').test(text)) return id;
  for (const [id, r] of Object.entries(store.reservations))
    if (text.toLowerCase().includes(r.email)) return id;
  return null;
};

/** Each task word takes the first status word after it and before the next task word. */
export const parseTaskStatuses = (text: string): Array<[TaskKey, string]> => {
  const lower = text.toLowerCase().replace(ENVELOPE, ' ');
  if (/\b(every|all) tasks?\b/.test(lower)) {
    const status = [...lower.matchAll(STATUS_WORD)][0]?.[1];
    if (status) return TASK_KEYS.map((k) => [k, status]);
  }
  const hits = TASK_WORDS.flatMap(([key, re]) =>
    [...lower.matchAll(re)].map((m) => ({ key, at: m.index ?? 0 })),
  ).sort((a, b) => a.at - b.at);
  const result: Array<[TaskKey, string]> = [];
  hits.forEach((hit, i) => {
    const end = hits[i + 1]?.at ?? lower.length;
    STATUS_WORD.lastIndex = hit.at;
    const m = STATUS_WORD.exec(lower);
    if (m?.[1] && m.index < end) result.push([hit.key, m[1]]);
  });
  STATUS_WORD.lastIndex = 0;
  return result;
};

const setEnvelope = (id: string, status: EnvelopeStatus | 'none'): void => {
  const r = store.reservations[id];
  if (!r) return;
  if (status === 'none') {
    r.envelope = null;
    return;
  }
  const envelopeId = r.envelope?.envelopeId ?? crypto.randomUUID();
  r.envelope = {
    envelopeId,
    envelopeStatus: status,
    signingUrl: signingUrlFor(envelopeId),
    portalOrigin: config.defaultPortalOrigin,
  };
};

/** "all invoices paid", "every invoice is paid", "invoices are all unpaid", ... */
const invoicesAre = (word: 'paid' | 'unpaid'): RegExp =>
  new RegExp(`\\b((all|every) invoices? (are |is )?${word}|invoices? (are |is )?all ${word})\\b`);

const EXPIRED = /\b(expired|logged out|no (valid )?session)\b/;

export const applyProviderState = (request: StateRequest): StateResult => {
  if (request.action === 'teardown') return { ok: true, values: {} };
  const text = sandboxSentence(request.state, request.params).trim();
  const lower = text.toLowerCase();
  const id = findReservation(text);
  if (!text || (!id && /\b(default|reset|demo data|initial)\b/.test(lower))) {
    resetStore();
    clearFaults();
    return { ok: true, values: {} };
  }
  const expired = EXPIRED.test(lower);
  if (expired) expireSessions();
  if (!id) {
    if (expired) return { ok: true, values: {} };
    return {
      ok: false,
      message: `Unrecognised provider state: "${text}" (name a reservation, e.g. KX-1001).`,
    };
  }
  const r = resetReservation(id);
  // States return the loose responses in their canonical shapes, the ones servers are asked to
  // send; the demo data without a state keeps the other shapes, which the portal also reads.
  r.wrapInvoices = true;
  r.travelApp.wrapInData = true;
  for (const [task, status] of parseTaskStatuses(text)) r.statuses[task] = status;

  const envelope = ENVELOPE.exec(lower);
  const envelopeStatus = ENVELOPE_STATUSES.find((s) => s === envelope?.[1] || s === envelope?.[2]);
  if (envelopeStatus) setEnvelope(id, envelopeStatus);
  if (/\bno envelope\b/.test(lower)) setEnvelope(id, 'none');
  if (/\bno (passport|customer) documents?\b/.test(lower)) r.customerDocuments = [];
  if (/\bno flight documents?\b/.test(lower)) r.flightDocuments = [];
  if (/\bno whats ?app number\b/.test(lower)) r.whatsApp.whats_app_number = null;
  if (invoicesAre('paid').test(lower)) {
    r.invoices.forEach((i) => Object.assign(i, { receipt_total: i.grand_total, status_id: 3 }));
  } else if (invoicesAre('unpaid').test(lower)) {
    r.invoices.forEach((i) => Object.assign(i, { receipt_total: 0, status_id: 2 }));
  }
  // What the sign-in interactions send: the guest's e-mail and reservation number, and a
  // reservation number that does not exist.
  const signIn = { email: r.email, reservationId: id, unknownReservationId: 'KX-9999' };
  if (expired) return { ok: true, values: signIn };

  // Hand out a session with a fixed token (params.token or "sandbox-<id>") so pact files can
  // carry it; the values are returned too, for Pact's fromProviderState injection.
  const paramToken = request.params?.token;
  const token = typeof paramToken === 'string' && paramToken ? paramToken : `sandbox-${id}`;
  const session = issueSession(id, token);
  return {
    ok: true,
    values: {
      token,
      user_id: r.userId,
      user_email: r.email,
      last_access: session.lastAccess,
      // What the portal sends back as X-Last-Access on its next call.
      lastAccess: session.lastAccess,
      ...signIn,
      ...injectedIds(r, request.params),
      ...applyGatewayPayment(id, r, text, request.params),
    },
  };
};
