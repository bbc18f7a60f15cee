import { useListInvoicesQuery } from '../../api/portalApi';
import type { OutstandingBalance } from '../../domain/invoices';
import { outstandingBalance } from '../../domain/invoices';

export interface OutstandingBalanceView {
  balance: OutstandingBalance | null;
  isLoading: boolean;
  error: unknown;
}

/** The guest's outstanding balance, for the dashboard and the menu (shares the invoices call). */
export function useOutstandingBalance(): OutstandingBalanceView {
  // Plain numbers out of the selector: a new object per store change would re-render the
  // dashboard's balance and the menu on every response that arrives.
  const { amount, unpaid, invoices, isLoading, error } = useListInvoicesQuery(undefined, {
    selectFromResult: ({ data, isLoading: loading, error: failure }) => {
      const balance = data ? outstandingBalance(data) : null;
      return {
        amount: balance?.amount ?? null,
        unpaid: balance?.unpaid ?? 0,
        invoices: balance?.invoices ?? 0,
        isLoading: loading,
        error: failure,
      };
    },
  });
  return { balance: amount === null ? null : { amount, unpaid, invoices }, isLoading, error };
}
