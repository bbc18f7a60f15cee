/**
 * Window messages from the two provider pages the portal serves on its own origin
 * (public/docusign-return.html and public/payment-communicator.html).
 *
 * Messages are hints from the browser, never proof: anything from another origin or with an
 * unexpected shape is dropped, and an unknown signing event is never read as success.
 */

/** The parts of a MessageEvent the parsers look at (kept small so tests need no real event). */
export interface IncomingMessage {
  origin: string;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- signing provider (DocuSign) ----

export const SIGNING_COMPLETE = 'signing_complete';

export interface SigningEvent {
  /** Provider event name as sent (signing_complete, cancel, decline, ttl_expired, ...). */
  event: string;
  envelopeId: string | null;
  /** True only for `signing_complete`; every other name, known or not, counts as a cancel. */
  completed: boolean;
}

const EVENT_NAME = /^[a-z_]{1,40}$/;

/** Reads `{ type: 'DOCUSIGN_EVENT', event, envelopeId? }` posted by docusign-return.html. */
export function parseSigningMessage(
  message: IncomingMessage,
  ownOrigin: string,
): SigningEvent | null {
  if (message.origin !== ownOrigin || !isRecord(message.data)) return null;
  const { type, event, envelopeId } = message.data;
  if (type !== 'DOCUSIGN_EVENT' || typeof event !== 'string') return null;
  const name = event.trim().toLowerCase();
  if (!EVENT_NAME.test(name)) return null;
  if (envelopeId !== undefined && envelopeId !== null && typeof envelopeId !== 'string')
    return null;
  return {
    event: name,
    envelopeId: envelopeId ? envelopeId : null,
    completed: name === SIGNING_COMPLETE,
  };
}

// ---- card payment provider (hosted form + iframe communicator) ----

export type PaymentFrameMessage =
  { action: 'closePayment' } | { action: 'transactionResponse'; response: string };

/** Reads `{ action: 'closePayment' }` or `{ action: 'transactionResponse', response }`. */
export function parsePaymentMessage(
  message: IncomingMessage,
  ownOrigin: string,
): PaymentFrameMessage | null {
  if (message.origin !== ownOrigin || !isRecord(message.data)) return null;
  const { action, response } = message.data;
  if (action === 'closePayment') return { action };
  if (action === 'transactionResponse' && typeof response === 'string' && response.length > 0) {
    return { action, response };
  }
  return null;
}

export interface TransactionResult {
  invoiceId: number;
  transactionId: string;
  amount: number;
  /** Provider's response code: '1' approved; absent when the provider does not send one. */
  responseCode: string | null;
}

export type TransactionParse =
  { ok: true; value: TransactionResult } | { ok: false; reason: string };

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;

/**
 * Reads the provider's transaction response, a JSON string with orderInvoiceNumber, transId and
 * totalAmount (numbers may arrive as strings). The caller only logs a failure.
 */
export function parseTransactionResponse(raw: string): TransactionParse {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'The transaction response is not valid JSON.' };
  }
  if (!isRecord(data)) return { ok: false, reason: 'The transaction response is not an object.' };
  const invoiceId = toNumber(data.orderInvoiceNumber);
  const transactionId =
    typeof data.transId === 'string' || typeof data.transId === 'number'
      ? String(data.transId).trim()
      : '';
  const amount = toNumber(data.totalAmount);
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) {
    return { ok: false, reason: 'The transaction response has no valid orderInvoiceNumber.' };
  }
  // Authorize.net sends transId "0" for transactions it did not process.
  if (!transactionId || transactionId === '0') {
    return { ok: false, reason: 'The transaction response has no transId.' };
  }
  if (!Number.isFinite(amount) || amount <= 0) {
    return { ok: false, reason: 'The transaction response has no valid totalAmount.' };
  }
  const code = data.responseCode;
  const responseCode = typeof code === 'string' || typeof code === 'number' ? String(code) : null;
  return { ok: true, value: { invoiceId, transactionId, amount, responseCode } };
}

/** Approved unless the provider says otherwise ('1' = approved in Authorize.net's codes). */
export const isApproved = (result: TransactionResult): boolean =>
  result.responseCode === null || result.responseCode === '1';
