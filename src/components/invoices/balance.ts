import type { Invoice } from '../../api/generated';
import { useListInvoicesQuery } from '../../api/portalApi';

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

export interface OutstandingBalance {
  /** What the guest still owes over the unpaid invoices, in dollars. */
  amount: number;
  /** How many invoices are unpaid. */
  unpaid: number;
}

export function outstandingBalance(invoices: readonly Invoice[]): OutstandingBalance {
  const unpaid = invoices.filter(isUnpaid);
  const cents = unpaid.reduce((sum, invoice) => sum + toCents(balanceOf(invoice)), 0);
  return { amount: cents / 100, unpaid: unpaid.length };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars; a dash for a value that is not a finite number (never "$NaN"). */
export const formatMoney = (value: number): string =>
  Number.isFinite(value) ? usd.format(value) : '-';

export interface OutstandingBalanceView {
  balance: OutstandingBalance | null;
  isLoading: boolean;
  error: unknown;
}

/** The guest's outstanding balance, for the dashboard and the menu (shares the invoices call). */
export function useOutstandingBalance(): OutstandingBalanceView {
  // Plain numbers out of the selector: a new object per store change would re-render the
  // dashboard's balance and the menu on every response that arrives.
  const { amount, unpaid, isLoading, error } = useListInvoicesQuery(undefined, {
    selectFromResult: ({ data, isLoading: loading, error: failure }) => {
      const balance = data ? outstandingBalance(data) : null;
      return {
        amount: balance?.amount ?? null,
        unpaid: balance?.unpaid ?? 0,
        isLoading: loading,
        error: failure,
      };
    },
  });
  return { balance: amount === null ? null : { amount, unpaid }, isLoading, error };
}
