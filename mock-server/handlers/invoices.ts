// Invoices and payments (operations 24-27).
import { config } from '../config.js';
import { createLink, PAYMENT_GATEWAY_ID, verifyTransaction } from '../fakeGateway.js';
import { cents, fail, intField, jsonBody, message, numberField, ok, stringField } from '../http.js';
import type { Ctx, Reply } from '../http.js';
import { invoicePdf } from '../pdfTemplates.js';
import type { Invoice, Reservation } from '../types.js';

/** openapi.yaml declares no 404 on these operations: an unknown invoice is a 400 rejection. */
const findInvoice = (r: Reservation, id: number): Invoice =>
  r.invoices.find((i) => i.id === id) ?? fail(400, 'Invoice not found.');

export const balanceOf = (i: Invoice): number =>
  (cents(i.grand_total) - cents(i.receipt_total)) / 100;

export const listInvoices = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  const invoices = structuredClone(r.invoices);
  return ok(r.wrapInvoices ? { invoices } : invoices);
};

export const createPaymentLink = (ctx: Ctx): Reply => {
  const input = jsonBody(ctx.body);
  const invoice = findInvoice(ctx.auth.reservation, intField(input, 'invoice_id'));
  const amount = numberField(input, 'amount');
  const balance = balanceOf(invoice);
  if (invoice.status_id !== 2 || balance <= 0)
    return fail(400, 'This invoice has already been paid.');
  // openapi.yaml: the amount must be the balance (no partial payments online).
  if (cents(amount) !== cents(balance)) {
    return fail(400, `The amount must be the open balance of ${balance.toFixed(2)}.`);
  }
  const link = createLink(
    ctx.auth.reservationId,
    invoice.id,
    cents(amount) / 100,
    ctx.origin ?? config.defaultPortalOrigin,
  );
  return ok({ payment_link: link.token, payment_gateway_id: PAYMENT_GATEWAY_ID });
};

export const reportPayment = (ctx: Ctx): Reply => {
  const input = jsonBody(ctx.body);
  const r = ctx.auth.reservation;
  const invoice = findInvoice(r, intField(input, 'invoice_id'));
  const transId = stringField(input, 'transaction_id');
  const amount = numberField(input, 'received_amount');
  if (intField(input, 'payment_gateway_id') !== PAYMENT_GATEWAY_ID) {
    return fail(400, 'Unknown payment gateway.');
  }
  if (!verifyTransaction(ctx.auth.reservationId, transId, invoice.id, amount)) {
    return fail(
      400,
      'We could not verify this payment with the payment provider. If you were charged, please contact our travel team.',
    );
  }
  // Idempotent: the portal may report the same transaction twice (retry, second tab).
  if (r.creditedTransactions.includes(transId))
    return message('This payment has already been recorded.');
  r.creditedTransactions.push(transId);
  invoice.receipt_total = (cents(invoice.receipt_total) + cents(amount)) / 100;
  if (balanceOf(invoice) <= 0) invoice.status_id = 3;
  return message('Payment received. Thank you!');
};

export const getPdf = (ctx: Ctx): Reply => {
  const input = jsonBody(ctx.body);
  if (input.resource !== 'invoices')
    return fail(400, 'Only the "invoices" resource can be printed.');
  if (input.template !== undefined && input.template !== 'invoice') {
    return fail(400, 'Only the "invoice" template is available.');
  }
  const invoice = findInvoice(ctx.auth.reservation, intField(input, 'id'));
  return {
    status: 200,
    bytes: invoicePdf(ctx.auth.reservation, invoice),
    contentType: 'application/pdf',
    headers: { 'Content-Disposition': `inline; filename="invoice-${invoice.id}.pdf"` },
  };
};
