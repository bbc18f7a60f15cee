// @vitest-environment node
// Payments: hosted page -> fake gateway transaction -> server-side verification of /invoices/paid.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetStore, store } from './state.js';
import { api, login, startSandbox, type Sandbox, type Session } from './testServer.js';

let sb: Sandbox;
let s: Session;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  resetStore();
  s = await login(sb.gateway, 'KX-1001');
});

const post = (path: string, form: Record<string, string>): Promise<Response> =>
  fetch(`${sb.gateway}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

/** Runs the hosted form like a guest: create the link, open the page, press Pay. */
const payInvoice = async (invoiceId: number, amount: number, card = '4111 1111 1111 1111') => {
  const link = await api<{ payment_link: string; payment_gateway_id: number }>(
    sb.gateway,
    s,
    'POST',
    '/portal/invoices/create-payment-link',
    { invoice_id: invoiceId, amount },
  );
  expect(link.status).toBe(200);
  expect(link.body.payment_gateway_id).toBe(1);
  const page = await post('/sandbox/payment', { token: link.body.payment_link });
  expect(await page.text()).toContain('4111 1111 1111 1111');
  const result = await (
    await post('/sandbox/payment/pay', { token: link.body.payment_link, cardNumber: card })
  ).text();
  const hash = /payment-communicator\.html#([^"]+)"/.exec(result)?.[1]?.replaceAll('&#38;', '&');
  const params = new URLSearchParams(hash ?? '');
  return { link: link.body.payment_link, html: result, params };
};

describe('payments', () => {
  it('approves the test card and reports a transactResponse to the communicator', async () => {
    const { params } = await payInvoice(5101, 1500);
    expect(params.get('action')).toBe('transactResponse');
    const response = JSON.parse(params.get('response') ?? '{}') as Record<string, string>;
    expect(response).toMatchObject({
      orderInvoiceNumber: '5101',
      totalAmount: '1500.00',
      responseCode: '1',
    });
    expect(response.transId).toMatch(/^\d{11}$/);
  });

  it('rejects an unknown transaction and one reported for another invoice or amount', async () => {
    const { params } = await payInvoice(5101, 1500);
    const transId = (JSON.parse(params.get('response') ?? '{}') as { transId: string }).transId;
    const report = {
      invoice_id: 5101,
      transaction_id: '40000000001',
      received_amount: 1500,
      payment_gateway_id: 1,
    };
    const unknown = await api<{ message: string }>(
      sb.gateway,
      s,
      'POST',
      '/portal/invoices/paid',
      report,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/could not verify/);
    for (const wrong of [{ invoice_id: 5102 }, { received_amount: 15 }]) {
      const res = await api(sb.gateway, s, 'POST', '/portal/invoices/paid', {
        ...report,
        transaction_id: transId,
        ...wrong,
      });
      expect(res.status).toBe(400);
    }
    expect(store.reservations['KX-1001']!.invoices[0]!.receipt_total).toBe(0);
  });

  it('credits a duplicate report once and marks the invoice paid', async () => {
    const { params } = await payInvoice(5101, 1500);
    const transId = (JSON.parse(params.get('response') ?? '{}') as { transId: string }).transId;
    const report = {
      invoice_id: 5101,
      transaction_id: transId,
      received_amount: 1500,
      payment_gateway_id: 1,
    };
    expect((await api(sb.gateway, s, 'POST', '/portal/invoices/paid', report)).status).toBe(200);
    expect((await api(sb.gateway, s, 'POST', '/portal/invoices/paid', report)).status).toBe(200);
    const list = await api<Array<{ id: number; receipt_total: number; status_id: number }>>(
      sb.gateway,
      s,
      'GET',
      '/portal/invoices',
    );
    expect(list.body.find((i) => i.id === 5101)).toMatchObject({
      receipt_total: 1500,
      status_id: 3,
    });
    const again = await api(sb.gateway, s, 'POST', '/portal/invoices/create-payment-link', {
      invoice_id: 5101,
      amount: 1500,
    });
    expect(again.status).toBe(400);
  });

  it('declines the decline test card, rejects a used token and a wrong amount', async () => {
    const declined = await payInvoice(5102, 6480, '4000 0000 0000 0002');
    expect(declined.html).toContain('The card was declined.');
    const ok = await payInvoice(5102, 6480);
    expect(await (await post('/sandbox/payment', { token: ok.link })).text()).toContain(
      'already been made',
    );
    const wrong = await api(sb.gateway, s, 'POST', '/portal/invoices/create-payment-link', {
      invoice_id: 5101,
      amount: 10,
    });
    expect(wrong.status).toBe(400);
  });

  it('cancel loads the communicator with action=cancel on the portal origin', async () => {
    const link = await api<{ payment_link: string }>(
      sb.gateway,
      { headers: { ...s.headers, Origin: 'http://localhost:4173' }, userId: s.userId },
      'POST',
      '/portal/invoices/create-payment-link',
      { invoice_id: 5101, amount: 1500 },
    );
    const html = await (
      await post('/sandbox/payment/cancel', { token: link.body.payment_link })
    ).text();
    expect(html).toContain('src="http://localhost:4173/payment-communicator.html#action=cancel"');
  });

  it('answers the invoice PDF as application/pdf', async () => {
    const res = await fetch(`${sb.gateway}/v1/portal/pdf`, {
      method: 'POST',
      headers: { ...s.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ resource: 'invoices', id: 5101, template: 'invoice' }),
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await api(sb.gateway, s, 'POST', '/portal/pdf', {
      resource: 'invoices',
      id: 5201,
      template: 'invoice',
    });
    expect(other.status).toBe(400);
  });
});
