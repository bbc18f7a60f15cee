import { describe, expect, it } from 'vitest';
import type { Invoice } from '../api/generated';
import {
  balanceOf,
  bannerFor,
  formatMoney,
  isPaid,
  isPayable,
  outstandingBalance,
  paymentLinkPayload,
} from './invoices';

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 1,
  title: 'Deposit',
  grand_total: 1000,
  receipt_total: 0,
  status_id: 2,
  ...over,
});

describe('invoice rules', () => {
  it('balance is grand_total minus receipt_total, in cents', () => {
    expect(balanceOf(invoice({ grand_total: 100.1, receipt_total: 0.1 }))).toBe(100);
    expect(balanceOf(invoice({ grand_total: 6480, receipt_total: 1500.5 }))).toBe(4979.5);
  });

  it('payable means status_id 2 with a balance above 0', () => {
    expect(isPayable(invoice({}))).toBe(true);
    expect(isPayable(invoice({ receipt_total: 1000 }))).toBe(false);
    expect(isPayable(invoice({ status_id: 1 }))).toBe(false);
    expect(isPayable(invoice({ status_id: 3 }))).toBe(false);
  });

  it('paid means status_id 3 or higher', () => {
    expect(isPaid(invoice({ status_id: 2 }))).toBe(false);
    expect(isPaid(invoice({ status_id: 3 }))).toBe(true);
    expect(isPaid(invoice({ status_id: 4 }))).toBe(true);
  });

  it('shows the success banner only when every invoice is paid', () => {
    expect(bannerFor([invoice({ status_id: 3 }), invoice({ id: 2, status_id: 4 })])).toBe(
      'all-paid',
    );
    expect(bannerFor([invoice({ status_id: 3 }), invoice({ id: 2, status_id: 2 })])).toBe(
      'payments-due',
    );
    expect(bannerFor([invoice({ status_id: 1 }), invoice({ id: 2, status_id: 3 })])).toBeNull();
    expect(bannerFor([])).toBeNull();
  });

  it('asks for a payment link for the whole balance', () => {
    expect(
      paymentLinkPayload(invoice({ id: 1042, grand_total: 2500, receipt_total: 1000.25 })),
    ).toEqual({ invoice_id: 1042, amount: 1499.75 });
  });

  it('the outstanding balance adds the unpaid balances, in cents', () => {
    expect(
      outstandingBalance([
        invoice({ grand_total: 100.1, receipt_total: 0.1 }),
        invoice({ id: 2, grand_total: 0.3, receipt_total: 0.1 }),
      ]),
    ).toEqual({ amount: 100.2, unpaid: 2, invoices: 2 });
  });

  it('the outstanding balance leaves out paid invoices and those with nothing left to pay', () => {
    expect(
      outstandingBalance([
        invoice({ status_id: 3 }),
        invoice({ id: 2, receipt_total: 1000 }),
        invoice({ id: 3, status_id: 1, grand_total: 250 }),
      ]),
    ).toEqual({ amount: 250, unpaid: 1, invoices: 3 });
    expect(outstandingBalance([])).toEqual({ amount: 0, unpaid: 0, invoices: 0 });
  });

  it('formats money as US dollars', () => {
    expect(formatMoney(6480)).toBe('$6,480.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-1234567.891)).toBe('-$1,234,567.89');
    expect(formatMoney(-0.004)).toBe('$0.00');
    expect(formatMoney(1e-7)).toBe('$0.00');
    expect(formatMoney(1e22)).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it("writes every amount as the browser's own US-dollar formatter does", () => {
    const reference = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      signDisplay: 'negative',
    });
    // Halves at every cent position, signs, zero, and magnitudes from cents to billions.
    const edges = [0, -0, 0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 999999.995, 1e12 + 0.5];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const drawn = Array.from({ length: 4000 }, (_, index) => {
      const magnitude = 10 ** ((index % 13) - 2);
      const value = random() * magnitude;
      return index % 2 ? -value : Math.round(value * 1000) / 1000;
    });
    for (const value of [...edges, ...edges.map((edge) => -edge), ...drawn]) {
      expect(formatMoney(value), String(value)).toBe(reference.format(value));
    }
  });
});

const sample = { id: 1, title: 'Deposit', grand_total: 100, receipt_total: 20, status_id: 2 };

describe('balances and money', () => {
  it('never formats a value that is not a number as "$NaN"', () => {
    expect(formatMoney(NaN)).toBe('-');
    expect(formatMoney(Infinity)).toBe('-');
    expect(formatMoney(12.5)).toBe('$12.50');
  });

  it('counts a total that is not a finite number as 0 instead of NaN', () => {
    expect(balanceOf({ ...sample, grand_total: NaN })).toBe(-20);
    expect(outstandingBalance([sample, { ...sample, id: 2, receipt_total: NaN }])).toEqual({
      amount: 180,
      unpaid: 2,
      invoices: 2,
    });
  });
});
