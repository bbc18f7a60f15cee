import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepUnsent } from '../../lib/unsentStore';
import { http, HttpResponse } from 'msw';
import { renderWithStore } from '../../test/renderWithStore';
import {
  apiUrl,
  paidAtGateway,
  PAYMENT_GATEWAY_ID,
  requests,
  reservation,
  server,
} from '../../test/sandbox';
import type { UnsentPayment } from './unsentReports';
import { resendDelay, useResendUnsentReports } from './useResendUnsentReports';

function Resender() {
  useResendUnsentReports();
  return null;
}

/** A report kept for KX-1001's deposit (5101), paid at the gateway but not yet recorded. */
const keptPayment = (transactionId = paidAtGateway(5101, 1500).transId): UnsentPayment => {
  const payment: UnsentPayment = {
    kind: 'payment',
    id: transactionId,
    report: {
      invoice_id: 5101,
      transaction_id: transactionId,
      received_amount: 1500,
      payment_gateway_id: PAYMENT_GATEWAY_ID,
    },
    invoiceTitle: 'Deposit',
    takenAt: '2026-01-01T00:00:00Z',
  };
  keepUnsent('1001', payment);
  return payment;
};

const PAID = '/portal/invoices/paid';
const reportsSent = () => requests.filter((call) => call.path === PAID);
const deposit = () => reservation().invoices.find((invoice) => invoice.id === 5101);

describe('useResendUnsentReports', () => {
  it('waits longer after each failure, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(resendDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });

  it('sends a kept report at once, again after a failure, then forgets it once recorded', async () => {
    // The first report meets a server error; the sandbox records the second.
    server.use(
      http.post(apiUrl(PAID), () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const payment = keptPayment();
    renderWithStore(<Resender />);
    await waitFor(() => expect(reportsSent()).toHaveLength(1));
    await waitFor(() => expect(reportsSent()).toHaveLength(2), { timeout: 4000 });
    expect(reportsSent()[1]?.body).toEqual(payment.report);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.1001')).toBeNull());
    expect(deposit()?.receipt_total).toBe(1500);
  });

  it('forgets a report the server rejected (it checked with the provider) and sends it once', async () => {
    // A transaction the gateway never approved: the sandbox rejects the report.
    keptPayment('40000000001');
    renderWithStore(<Resender />);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.1001')).toBeNull());
    expect(reportsSent()).toHaveLength(1);
    expect(deposit()?.receipt_total).toBe(0);
  });
});
