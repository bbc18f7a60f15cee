import { describe, expect, it } from 'vitest';
import { balanceOf, formatMoney, outstandingBalance } from './balance';

const invoice = { id: 1, title: 'Deposit', grand_total: 100, receipt_total: 20, status_id: 2 };

describe('balances and money', () => {
  it('never formats a value that is not a number as "$NaN"', () => {
    expect(formatMoney(NaN)).toBe('-');
    expect(formatMoney(Infinity)).toBe('-');
    expect(formatMoney(12.5)).toBe('$12.50');
  });

  it('counts a total that is not a finite number as 0 instead of NaN', () => {
    expect(balanceOf({ ...invoice, grand_total: NaN })).toBe(-20);
    expect(outstandingBalance([invoice, { ...invoice, id: 2, receipt_total: NaN }])).toEqual({
      amount: 180,
      unpaid: 2,
    });
  });
});
