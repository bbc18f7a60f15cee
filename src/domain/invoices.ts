import type { Invoice, PaymentLinkRequest } from '../api/generated';

// The invoice rules every page applies: what is paid, what is owed, what can be paid online.

/**
 * Rounded to cents so 100.1 - 0.1 is 100, not 99.99999999999999. The readers hand over finite
 * numbers only; anything else still counts as 0 here rather than spreading NaN into a total.
 */
const toCents = (value: number): number => (Number.isFinite(value) ? Math.round(value * 100) : 0);

/** Balance = grand_total - receipt_total. */
export const balanceOf = (invoice: Invoice): number =>
  (toCents(invoice.grand_total) - toCents(invoice.receipt_total)) / 100;

/** status_id 3 or higher means paid (the invoices reader gives it as a number, "2" as 2). */
export const isPaid = (invoice: Invoice): boolean => invoice.status_id >= 3;

/** Not paid yet and something left to pay. */
export const isUnpaid = (invoice: Invoice): boolean => !isPaid(invoice) && balanceOf(invoice) > 0;

/** Where the guest sees and pays their invoices. */
export const PAYMENTS_PATH = '/payments';

export interface OutstandingBalance {
  /** What the guest still owes over the unpaid invoices, in dollars. */
  amount: number;
  /** How many invoices are unpaid. */
  unpaid: number;
  /** How many invoices the booking has, paid or not. */
  invoices: number;
}

export function outstandingBalance(invoices: readonly Invoice[]): OutstandingBalance {
  const unpaid = invoices.filter(isUnpaid);
  const cents = unpaid.reduce((sum, invoice) => sum + toCents(balanceOf(invoice)), 0);
  return { amount: cents / 100, unpaid: unpaid.length, invoices: invoices.length };
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** A non-negative amount in whole cents, rounded half up on the decimal the number prints as. */
function toRoundedCents(amount: number): number {
  // 0.015 is stored just below 0.015 but prints, and is meant, as 0.015: rounding its decimal
  // gives $0.02 as a person (and Intl) would. Below 1e-6 it prints with an exponent: 0 cents.
  const [whole, fraction = ''] = String(amount).split('.');
  if (whole.includes('e')) return amount < 1 ? 0 : Math.round(amount * 100);
  const cents = Number(whole + fraction.padEnd(2, '0').slice(0, 2));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
}

/**
 * US dollars ("$1,234.50", "-$12.00"); a dash for a value that is not a finite number (never
 * "$NaN"). Written out instead of `Intl.NumberFormat`: building that formatter loads the locale's
 * data, about 30 ms of a phone's main thread in the render that shows the dashboard's balance.
 * A negative amount that rounds to zero shows as "$0.00".
 */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '-';
  // BigInt writes even a 22-digit count of cents without an exponent.
  const digits = BigInt(toRoundedCents(Math.abs(value)))
    .toString()
    .padStart(3, '0');
  const sign = value < 0 && Number(digits) > 0 ? '-' : '';
  return `${sign}$${digits.slice(0, -2).replace(THOUSANDS, ',')}.${digits.slice(-2)}`;
}

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
