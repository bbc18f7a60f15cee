import type { Invoice, PaymentLinkRequest } from '../../api/generated';
import { balanceOf, isPaid } from '../../components/invoices/balance';

/** status_id 2 with a balance above 0 can be paid online. */
export const isPayable = (invoice: Invoice): boolean =>
  invoice.status_id === 2 && balanceOf(invoice) > 0;

export type PaymentsBanner = 'all-paid' | 'payments-due' | null;

/** Success when every invoice is paid; warning when some invoice is still at status 2. */
export function bannerFor(invoices: Invoice[]): PaymentsBanner {
  if (invoices.length === 0) return null;
  if (invoices.every(isPaid)) return 'all-paid';
  if (invoices.some((invoice) => invoice.status_id === 2)) return 'payments-due';
  return null;
}

/** Body of POST /portal/invoices/create-payment-link: the whole remaining balance. */
export const paymentLinkPayload = (invoice: Invoice): PaymentLinkRequest => ({
  invoice_id: invoice.id,
  amount: balanceOf(invoice),
});
