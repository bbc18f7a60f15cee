// /sandbox/* on the gateway: the fake DocuSign embedded-signing page and the fake Authorize.net
// hosted payment form, which talks back through the portal's iframe communicator.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { portalOrigins } from './config.js';
import { findLink, pay } from './fakeGateway.js';
import { findEnvelope, setEnvelopeStatus } from './handlers/docusign.js';
import { readBody } from './http.js';
import {
  communicatorPage,
  declineConfirmPage,
  messagePage,
  paymentPage,
  signingPage,
} from './pages.js';
import { formatUsd } from './pdfTemplates.js';
import { store } from './state.js';
import type { Reservation } from './types.js';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const SIGNING = 'eSignature (DocuSign sandbox)';
const PAYMENT = 'Secure payment (card gateway sandbox)';

/** The portal frames these pages: allow its origins as frame ancestors (never X-Frame-Options). */
const sendHtml = (res: ServerResponse, status: number, html: string, origin?: string): void => {
  const origins = [...new Set([...portalOrigins(), ...(origin ? [origin] : [])])].join(' ');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'self'; img-src 'self' data:; frame-src ${origins}; frame-ancestors ${origins}; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
};

const redirect = (res: ServerResponse, location: string): void => {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
};

const guestName = (r: Reservation): string =>
  [r.profile.prefix, r.profile.firstname, r.profile.lastname].filter(Boolean).join(' ');

const formOf = async (req: IncomingMessage): Promise<URLSearchParams> =>
  new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));

const signing = (res: ServerResponse, query: URLSearchParams): void => {
  const envelopeId = query.get('envelope') ?? '';
  const token = query.get('token') ?? '';
  const found = findEnvelope(envelopeId);
  if (!found)
    return sendHtml(
      res,
      404,
      messagePage('Signing session not found', SIGNING, 'This signing link is not valid.'),
    );
  const { r, e } = found;
  if (token && store.signingTokens.get(token) !== envelopeId) {
    return sendHtml(
      res,
      400,
      messagePage('Signing link expired', SIGNING, 'Please start signing again from the portal.'),
      e.portalOrigin,
    );
  }
  if (e.envelopeStatus !== 'sent' && e.envelopeStatus !== 'delivered') {
    return sendHtml(
      res,
      200,
      messagePage('Nothing to sign', SIGNING, `This envelope is ${e.envelopeStatus}.`),
      e.portalOrigin,
    );
  }
  e.envelopeStatus = 'delivered'; // like DocuSign: the recipient has opened the envelope
  sendHtml(
    res,
    200,
    signingPage({
      envelopeId,
      token,
      agreementTitle: r.agreementTitle,
      guestName: guestName(r),
      email: r.email,
      tourTitle: r.profile.tour_title,
      reservation: r.profile.confirmation_id,
    }),
    e.portalOrigin,
  );
};

const EVENTS: Record<string, string> = {
  finish: 'signing_complete',
  decline: 'decline',
  cancel: 'cancel',
};

const signingComplete = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const form = await formOf(req);
  const envelopeId = form.get('envelope') ?? '';
  const action = form.get('action') ?? 'cancel';
  const found = findEnvelope(envelopeId);
  const token = form.get('token') ?? '';
  if (found && action === 'review')
    return redirect(
      res,
      `/sandbox/signing?envelope=${encodeURIComponent(envelopeId)}&token=${encodeURIComponent(token)}`,
    );
  const event = EVENTS[action];
  if (!found || !event)
    return sendHtml(
      res,
      400,
      messagePage('Signing failed', SIGNING, 'Unknown envelope or action.'),
    );
  // A decline is asked once before it ends the envelope; going back shows the agreement again.
  if (action === 'decline' && form.get('confirmed') !== 'yes')
    return sendHtml(
      res,
      200,
      declineConfirmPage({ envelopeId, token, agreementTitle: found.r.agreementTitle }),
      found.e.portalOrigin,
    );
  if (action === 'finish') setEnvelopeStatus(envelopeId, 'completed');
  if (action === 'decline') setEnvelopeStatus(envelopeId, 'declined');
  // Like DocuSign's returnUrl: the signing frame navigates itself back to the portal.
  redirect(
    res,
    `${found.e.portalOrigin}/docusign-return.html?event=${event}&envelopeId=${encodeURIComponent(envelopeId)}`,
  );
};

const paymentForm = (
  res: ServerResponse,
  token: string,
  error?: string,
  cardNumber?: string,
): void => {
  const link = findLink(token);
  if (!link)
    return sendHtml(
      res,
      400,
      messagePage(
        'Payment session not found',
        PAYMENT,
        'This payment session is unknown or has expired.',
      ),
    );
  if (link.used)
    return sendHtml(
      res,
      200,
      messagePage('Already paid', PAYMENT, 'This payment has already been made.'),
      link.portalOrigin,
    );
  const r = store.reservations[link.reservationId];
  const invoice = r?.invoices.find((i) => i.id === link.invoiceId);
  sendHtml(
    res,
    200, // a declined card is a normal page of the hosted form, not an HTTP error
    paymentPage({
      token,
      invoiceId: link.invoiceId,
      invoiceTitle: invoice?.title ?? 'Invoice',
      amount: formatUsd(link.amount),
      cardholder: r ? guestName(r) : '',
      cardNumber,
      error,
    }),
    link.portalOrigin,
  );
};

const communicator = (origin: string, hash: string): string =>
  `${origin}/payment-communicator.html#${hash}`;

const payment = async (
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  action: string,
): Promise<void> => {
  const form = req.method === 'POST' ? await formOf(req) : query;
  const token = form.get('token') ?? query.get('token') ?? '';
  if (action === '') return paymentForm(res, token);
  const link = findLink(token);
  if (!link) return paymentForm(res, token);
  if (action === 'cancel') {
    return sendHtml(
      res,
      200,
      communicatorPage(
        'Payment cancelled',
        'No payment was taken.',
        communicator(link.portalOrigin, 'action=cancel'),
        false,
      ),
      link.portalOrigin,
    );
  }
  const result = pay(token, form.get('cardNumber') ?? '');
  if (!result.ok)
    return paymentForm(res, token, result.reason, form.get('cardNumber') ?? undefined);
  const t = result.transaction;
  const response = JSON.stringify({
    orderInvoiceNumber: String(t.invoiceId),
    transId: t.transId,
    totalAmount: t.amount.toFixed(2),
    responseCode: '1',
  });
  sendHtml(
    res,
    200,
    communicatorPage(
      'Payment approved',
      `Transaction ${t.transId}: ${formatUsd(t.amount)} charged.`,
      communicator(
        link.portalOrigin,
        `action=transactResponse&response=${encodeURIComponent(response)}`,
      ),
      true,
    ),
    link.portalOrigin,
  );
};

const asset = (res: ServerResponse, name: string): void => {
  const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(fs.readFileSync(path.join(ASSETS, name)));
};

/** Returns false when the path is not a sandbox page (the gateway then responds with 404). */
export const handleSandboxPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> => {
  const p = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  if (p === '/sandbox/sandbox.css' || p === '/sandbox/sandbox.js') asset(res, path.basename(p));
  else if (p === '/sandbox/signing' && method === 'GET') signing(res, url.searchParams);
  else if (p === '/sandbox/signing/complete' && method === 'POST') await signingComplete(req, res);
  else if (p === '/sandbox/payment' && (method === 'GET' || method === 'POST'))
    await payment(req, res, url.searchParams, '');
  else if (p === '/sandbox/payment/pay' && method === 'POST')
    await payment(req, res, url.searchParams, 'pay');
  else if (p === '/sandbox/payment/cancel' && method === 'POST')
    await payment(req, res, url.searchParams, 'cancel');
  else return false;
  return true;
};
