import type { Invoice } from '../generated';
import { idOf, isRecord, numberOr, textOr, UnreadableResponse } from './read';

/**
 * One invoice, or null when it cannot be shown or paid: no id, or totals that are not numbers.
 * `status_id` may come as digits in a string ("2"); it is read as the number everywhere.
 */
export function readInvoice(value: unknown): Invoice | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  const grandTotal = numberOr(value.grand_total, null);
  const receiptTotal = numberOr(value.receipt_total ?? 0, null);
  const statusId = idOf(value.status_id);
  if (id === null || grandTotal === null || receiptTotal === null || statusId === null) {
    return null;
  }
  return {
    id,
    title: textOr(value.title, '') || `Invoice #${id}`,
    grand_total: grandTotal,
    receipt_total: receiptTotal,
    status_id: statusId,
  };
}

/**
 * Invoices come as a bare list or as `{ invoices: [...] }` (openapi.yaml); any other shape is
 * unreadable. Entries that cannot be read are dropped, so one bad entry hides only itself.
 */
export function readInvoices(response: unknown): Invoice[] {
  const list = isRecord(response) ? response.invoices : response;
  if (!Array.isArray(list)) throw new UnreadableResponse('invoices');
  return list.map(readInvoice).filter((invoice): invoice is Invoice => invoice !== null);
}
