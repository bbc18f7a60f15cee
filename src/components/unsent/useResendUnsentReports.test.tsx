import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepUnsent } from '../../lib/unsentStore';
import { fakeApi, renderWithStore } from '../../test/renderWithStore';
import type { UnsentPayment } from './unsentReports';
import { resendDelay, useResendUnsentReports } from './useResendUnsentReports';

function Resender() {
  useResendUnsentReports();
  return null;
}

const payment: UnsentPayment = {
  kind: 'payment',
  id: '40000000001',
  report: {
    invoice_id: 1042,
    transaction_id: '40000000001',
    received_amount: 1500,
    payment_gateway_id: 7,
  },
  invoiceTitle: 'Deposit',
  takenAt: '2026-01-01T00:00:00Z',
};

const reportsSent = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === '/portal/invoices/paid');

describe('useResendUnsentReports', () => {
  it('waits longer after each failure, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(resendDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });

  it('sends a kept report at once, again after a failure, then forgets it once recorded', async () => {
    let responses = 0;
    const api = fakeApi({
      'GET /portal/invoices': { body: [] },
      'POST /portal/invoices/paid': () => {
        responses += 1;
        return responses === 1 ? { status: 500, body: {} } : { body: { message: 'Recorded.' } };
      },
    });
    keepUnsent('7', payment);
    renderWithStore(<Resender />);
    await waitFor(() => expect(reportsSent(api)).toHaveLength(1));
    await waitFor(() => expect(reportsSent(api)).toHaveLength(2), { timeout: 4000 });
    expect(reportsSent(api)[1].body).toEqual(payment.report);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.7')).toBeNull());
  });

  it('forgets a report the server rejected (it checked with the provider) and sends it once', async () => {
    const api = fakeApi({
      'GET /portal/invoices': { body: [] },
      'POST /portal/invoices/paid': { status: 400, body: { message: 'Not verified.' } },
    });
    keepUnsent('7', payment);
    renderWithStore(<Resender />);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.7')).toBeNull());
    expect(reportsSent(api)).toHaveLength(1);
  });
});
