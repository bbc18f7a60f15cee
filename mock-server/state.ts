// The in-memory store shared by the upstream handlers, the gateway's control endpoints and the
// fake provider pages (all run in one process). reset() restores the demo data and its files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoReservations } from './data.js';
import { clearFiles, writeFile } from './files.js';
import { agreementPdf, placeholderPdf } from './pdfTemplates.js';
import type { GatewayTransaction, PaymentLink, Reservation, Session } from './types.js';

export interface Store {
  reservations: Record<string, Reservation>;
  sessions: Map<string, Session>;
  paymentLinks: Map<string, PaymentLink>;
  transactions: Map<string, GatewayTransaction>;
  /** One-time signing tokens handed out by startSigning: token -> envelopeId. */
  signingTokens: Map<string, string>;
  nextId: number;
}

export const store: Store = {
  reservations: {},
  sessions: new Map(),
  paymentLinks: new Map(),
  transactions: new Map(),
  signingTokens: new Map(),
  nextId: 1000,
};

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixtureJpeg = fs.readFileSync(path.join(FIXTURES, 'sample-passport.jpg'));
const fixturePng = fs.readFileSync(path.join(FIXTURES, 'sample-document.png'));

export const agreementPath = (envelopeId: string): string => `/agreements/${envelopeId}.pdf`;

/** Writes the files the demo data refers to (documents, signed agreements) for one reservation. */
const seedFiles = (r: Reservation): void => {
  for (const doc of [...r.customerDocuments, ...r.flightDocuments]) {
    const name = doc.title ?? doc.name ?? 'document';
    const bytes =
      doc.mime_type === 'application/pdf'
        ? placeholderPdf(name, r)
        : doc.mime_type === 'image/png'
          ? fixturePng
          : fixtureJpeg;
    writeFile(doc.path, bytes);
  }
  if (r.envelope?.envelopeStatus === 'completed') {
    writeFile(agreementPath(r.envelope.envelopeId), agreementPdf(r, r.envelope.envelopeId));
  }
};

/** Full reset: demo data, files, sessions, payment links and gateway transactions. */
export const resetStore = (): void => {
  clearFiles();
  store.reservations = demoReservations();
  store.sessions.clear();
  store.paymentLinks.clear();
  store.transactions.clear();
  store.signingTokens.clear();
  store.nextId = 1000;
  Object.values(store.reservations).forEach(seedFiles);
};

/** Restores one reservation to its demo data (used by provider states); keeps sessions. */
export const resetReservation = (reservationId: string): Reservation => {
  const fresh = demoReservations()[reservationId];
  if (!fresh) throw new Error(`Unknown demo reservation ${reservationId}`);
  replaceReservation(reservationId, fresh);
  return fresh;
};

/** Puts a reservation in place of the stored one, with its files (the bench's sized groups). */
export const replaceReservation = (reservationId: string, reservation: Reservation): void => {
  store.reservations[reservationId] = reservation;
  seedFiles(reservation);
};

export const nextId = (): number => ++store.nextId;

export const randomToken = (bytes = 24): string => crypto.randomBytes(bytes).toString('hex');

/** A reservation number as guests copy it: any case, with or without spaces and hyphens. */
const reservationKey = (typed: string) =>
  typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, '');

export const findByLogin = (email: string, reservationId: string): [string, Reservation] | null => {
  const wanted = reservationKey(reservationId);
  const id = Object.keys(store.reservations).find((key) => reservationKey(key) === wanted);
  const r = id ? store.reservations[id] : undefined;
  return id && r && r.email.toLowerCase() === email.trim().toLowerCase() ? [id, r] : null;
};

/** Tokens look like Laravel Sanctum's ("<id>|<secret>"), as the real back end issues them. */
export const issueSession = (
  reservationId: string,
  token = `${store.reservations[reservationId]?.userId ?? 0}|sbx_${randomToken(16)}`,
): Session => {
  const session: Session = { token, reservationId, lastAccess: new Date().toISOString() };
  store.sessions.set(token, session);
  return session;
};

export const expireSessions = (): void => store.sessions.clear();

export interface AuthContext {
  session: Session;
  reservationId: string;
  reservation: Reservation;
}

/**
 * Bearer token must be a live session, X-User-Info that session's user id, and X-Last-Access
 * present (openapi.yaml requires all three; the binary calls that bypass Prism are checked here).
 */
export const authenticate = (
  authorization: string | undefined,
  userInfo: string | undefined,
  lastAccess: string | undefined,
): AuthContext | null => {
  if (!lastAccess?.trim()) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const session = match ? store.sessions.get(match[1] ?? '') : undefined;
  if (!session) return null;
  const reservation = store.reservations[session.reservationId];
  if (!reservation || String(reservation.userId) !== (userInfo ?? '').trim()) return null;
  session.lastAccess = new Date().toISOString();
  return { session, reservationId: session.reservationId, reservation };
};
