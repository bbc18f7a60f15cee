// The concrete documents the sandbox hands out: invoices, signed agreements and the demo
// guests' pre-uploaded PDF documents.
import { simpleDocument } from './pdf.js';
import type { Invoice, Reservation } from './types.js';

export const formatUsd = (amount: number): string =>
  `USD ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const guestName = (r: Reservation): string =>
  [r.profile.prefix, r.profile.firstname, r.profile.middlename, r.profile.lastname]
    .filter((p): p is string => Boolean(p))
    .join(' ');

export const invoicePdf = (r: Reservation, invoice: Invoice): Buffer => {
  const balance = invoice.grand_total - invoice.receipt_total;
  return simpleDocument(`Invoice #${invoice.id}`, `Invoice #${invoice.id}`, [
    { text: invoice.title, bold: true, size: 16, gap: 8 },
    { text: `Reservation: ${r.profile.confirmation_id}` },
    { text: `Guest: ${guestName(r)}` },
    { text: `Tour: ${r.profile.tour_title}`, gap: 14 },
    { text: `Amount: ${formatUsd(invoice.grand_total)}` },
    { text: `Received: ${formatUsd(invoice.receipt_total)}` },
    { text: `Balance due: ${formatUsd(Math.max(0, balance))}`, bold: true, gap: 14 },
    { text: invoice.status_id >= 3 ? 'Status: PAID — thank you!' : 'Status: payment due' },
  ]);
};

export const agreementPdf = (r: Reservation, envelopeId: string): Buffer =>
  simpleDocument(r.agreementTitle, 'Travel Agreement', [
    { text: r.agreementTitle, bold: true, size: 16, gap: 8 },
    { text: `Reservation: ${r.profile.confirmation_id} — ${r.profile.tour_title}` },
    { text: `Envelope: ${envelopeId}`, gap: 14 },
    { text: 'The guest agrees to the booking conditions, the cancellation policy and the' },
    { text: 'health and safety rules of the tour, and confirms that all passenger details are' },
    { text: 'correct as given on the reservation.', gap: 14 },
    { text: `Signed electronically by ${guestName(r)} <${r.email}>`, bold: true },
    { text: `Completed: ${new Date().toISOString()}` },
  ]);

export const placeholderPdf = (title: string, r: Reservation): Buffer =>
  simpleDocument(title, 'Sample document', [
    { text: title, bold: true, size: 16, gap: 8 },
    { text: `Uploaded by ${guestName(r)} for reservation ${r.profile.confirmation_id}.` },
  ]);
