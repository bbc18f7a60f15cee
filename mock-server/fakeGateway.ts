// The fake card gateway's own records: hosted-form tokens and the transactions it approved.
// POST /invoices/paid is verified against these, as a real backend would ask Authorize.net.
import crypto from 'node:crypto';
import { cents } from './http.js';
import { randomToken, store } from './state.js';
import type { GatewayTransaction, PaymentLink } from './types.js';

export const PAYMENT_GATEWAY_ID = 1;

export const createLink = (
  reservationId: string,
  invoiceId: number,
  amount: number,
  portalOrigin: string,
): PaymentLink => {
  const link: PaymentLink = {
    token: randomToken(),
    reservationId,
    invoiceId,
    amount,
    portalOrigin,
    used: false,
  };
  store.paymentLinks.set(link.token, link);
  return link;
};

export const findLink = (token: string): PaymentLink | undefined => store.paymentLinks.get(token);

/** Luhn check, so a typo in the card number is declined like a real form would. */
const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** Test card that is always declined (Authorize.net sandbox convention). */
export const DECLINED_CARD = '4000000000000002';

export type PayResult =
  { ok: true; transaction: GatewayTransaction } | { ok: false; reason: string };

export const pay = (token: string, cardNumber: string): PayResult => {
  const link = findLink(token);
  if (!link) return { ok: false, reason: 'This payment session is unknown or has expired.' };
  if (link.used) return { ok: false, reason: 'This payment has already been made.' };
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) {
    return { ok: false, reason: 'The card number is invalid.' };
  }
  if (digits === DECLINED_CARD) return { ok: false, reason: 'The card was declined.' };
  link.used = true;
  const transaction: GatewayTransaction = {
    transId: String(crypto.randomInt(40_000_000_000, 49_999_999_999)),
    token,
    reservationId: link.reservationId,
    invoiceId: link.invoiceId,
    amount: link.amount,
  };
  store.transactions.set(transaction.transId, transaction);
  return { ok: true, transaction };
};

/** Server-side verification: the gateway knows this transaction for that invoice and amount. */
export const verifyTransaction = (
  reservationId: string,
  transId: string,
  invoiceId: number,
  amount: number,
): GatewayTransaction | null => {
  const t = store.transactions.get(transId);
  if (!t || t.reservationId !== reservationId || t.invoiceId !== invoiceId) return null;
  return cents(t.amount) === cents(amount) ? t : null;
};
