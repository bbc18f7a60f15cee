// Agreement signing (operations 3-7) plus the envelope moves the fake signing page triggers.
// The agreement status changes only on PATCH /docusign/submit, and only once the envelope is
// completed, so the portal must really run the signing flow before it can mark the task done.
import crypto from 'node:crypto';
import { config, fileBaseUrl } from '../config.js';
import { signingUrlFor } from '../data.js';
import { expectStatusField, fail, message, ok, type Ctx, type Reply } from '../http.js';
import { ENVELOPE_STATUS_MESSAGES } from '../messages.js';
import { fileExists, writeFile } from '../files.js';
import { agreementPdf } from '../pdfTemplates.js';
import { agreementPath, randomToken, store } from '../state.js';
import type { Envelope, EnvelopeStatus, Reservation } from '../types.js';
import { requireUncomplete, statusBlock } from './common.js';

/**
 * The task's status block. Like a back end the provider told of a decline (or a withdrawal),
 * the task's own message for `uncomplete` then says so instead of asking for a signature.
 */
const agreementStatus = (r: Reservation) => {
  const block = statusBlock(r, 'docusign');
  const envelopeStatus = r.envelope?.envelopeStatus;
  const stopped =
    envelopeStatus === 'declined' || envelopeStatus === 'voided'
      ? ENVELOPE_STATUS_MESSAGES[envelopeStatus]
      : undefined;
  if (stopped) block.statusMessages.uncomplete = structuredClone(stopped);
  return block;
};

export const getAgreement = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  return ok({
    title: r.agreementTitle,
    ...agreementStatus(r),
    recipientEmail: r.email,
    envelopeId: r.envelope?.envelopeId ?? null,
    envelopeStatus: r.envelope?.envelopeStatus ?? null,
    envelopeStatusMessages: structuredClone(ENVELOPE_STATUS_MESSAGES),
    signingUrl: r.envelope && isSignable(r.envelope) ? r.envelope.signingUrl : null,
  });
};

/** Only sent or delivered envelopes can still be signed (as at DocuSign). */
const isSignable = (e: Envelope): boolean =>
  e.envelopeStatus === 'sent' || e.envelopeStatus === 'delivered';

const envelopeResponse = (e: Envelope): Reply =>
  ok({ envelopeId: e.envelopeId, envelopeStatus: e.envelopeStatus, signingUrl: e.signingUrl });

export const createEnvelope = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'docusign');
  const current = r.envelope;
  if (current?.envelopeStatus === 'completed') {
    return fail(400, 'The agreement has already been signed.');
  }
  // As openapi.yaml says: no second envelope while one can still be signed (double click).
  if (current && isSignable(current)) {
    return fail(400, 'Your agreement is already waiting for your signature. Press Start Signing.');
  }
  const envelopeId = crypto.randomUUID();
  r.envelope = {
    envelopeId,
    envelopeStatus: 'sent',
    signingUrl: signingUrlFor(envelopeId),
    portalOrigin: ctx.origin ?? config.defaultPortalOrigin,
  };
  return envelopeResponse(r.envelope);
};

/** The guest's own envelope by id; openapi.yaml wants 400 on startSigning, 404 on the PDF. */
const ownEnvelope = (ctx: Ctx, status: 400 | 404): Envelope => {
  const id = ctx.query.get('id') ?? '';
  const e = ctx.auth.reservation.envelope;
  return e && e.envelopeId === id ? e : fail(status, 'Envelope not found.');
};

/** Like DocuSign's recipient view: a fresh short-lived address for every start. */
export const startSigning = (ctx: Ctx): Reply => {
  const e = ownEnvelope(ctx, 400);
  if (e.envelopeStatus === 'completed') return fail(400, 'The agreement has already been signed.');
  if (!isSignable(e)) {
    return fail(
      400,
      `This agreement was ${e.envelopeStatus} and can no longer be signed. Please contact our travel team.`,
    );
  }
  // A portal served from another origin (dev 5173 vs preview 4173) gets its own return page.
  if (ctx.origin) e.portalOrigin = ctx.origin;
  const token = randomToken(16);
  store.signingTokens.set(token, e.envelopeId);
  return ok({ url: `${e.signingUrl}&token=${token}` });
};

export const getSignedDocument = (ctx: Ctx): Reply => {
  const e = ownEnvelope(ctx, 404);
  const file = agreementPath(e.envelopeId);
  if (e.envelopeStatus !== 'completed') return fail(404, 'Signed document is not available yet.');
  if (ctx.query.get('refresh') === '1' || !fileExists(file)) {
    writeFile(file, agreementPdf(ctx.auth.reservation, e.envelopeId));
  }
  return ok({ url: `${fileBaseUrl()}${file}` });
};

export const submitAgreement = (ctx: Ctx): Reply => {
  expectStatusField(ctx.body, 'agreement_status', 'completed');
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'docusign');
  if (r.envelope?.envelopeStatus !== 'completed') {
    return fail(
      400,
      'The signing provider has not confirmed your signature yet. Please try again in a moment.',
    );
  }
  r.statuses.docusign = 'completed';
  return message('Thank you! Your travel agreement has been signed.');
};

// ---- moves made by the fake signing page (not API operations) ----

export const findEnvelope = (envelopeId: string): { r: Reservation; e: Envelope } | null => {
  for (const r of Object.values(store.reservations)) {
    if (r.envelope?.envelopeId === envelopeId) return { r, e: r.envelope };
  }
  return null;
};

/** Applies the signer's choice; the signed PDF exists as soon as the envelope is completed. */
export const setEnvelopeStatus = (envelopeId: string, status: EnvelopeStatus): Envelope | null => {
  const found = findEnvelope(envelopeId);
  if (!found) return null;
  found.e.envelopeStatus = status;
  if (status === 'completed') {
    writeFile(agreementPath(envelopeId), agreementPdf(found.r, envelopeId));
  }
  return found.e;
};
