import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  FRESH,
  MIDWAY,
  MatchersV3,
  SUCCESS,
  authHeaders,
  fixture,
  fromState,
  newPact,
  storeFor,
} from './support';
import { STATE } from './states';

const { like, eachLike, integer, number } = MatchersV3;
const pact = newPact();

const INVOICE_ID = 5101;
const AMOUNT = 1500;
const TRANSACTION_ID = '60212345678';
const PAYMENT_GATEWAY_ID = 1;

/** The invoices, always wrapped in `invoices` in the contract (the portal also reads a bare list). */
const invoices = (id: number, total: number, received: number, statusId: number) => ({
  invoices: eachLike({
    id: integer(id),
    title: like('Tour deposit'),
    grand_total: number(total),
    receipt_total: number(received),
    status_id: integer(statusId),
  }),
});

describe('invoices and payments', () => {
  it('lists the unpaid invoices', async () => {
    await pact
      .addInteraction()
      .given(STATE.invoicesUnpaid)
      .uponReceiving('a request for the invoices')
      .withRequest('GET', '/portal/invoices', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) => b.jsonBody(invoices(INVOICE_ID, AMOUNT, 0, 2)))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.listInvoices.initiate());
        expect(result.data?.[0]).toMatchObject({ id: INVOICE_ID, status_id: 2 });
      });
  });

  it('lists a paid invoice', async () => {
    await pact
      .addInteraction()
      .given(STATE.invoicesMixed)
      .uponReceiving('a request for the invoices of a guest who paid one')
      .withRequest('GET', '/portal/invoices', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) => b.jsonBody(invoices(5201, 1500, 1500, 3)))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.listInvoices.initiate());
        expect(result.data?.[0]).toMatchObject({ id: 5201, status_id: 3 });
      });
  });

  it('creates a hosted payment form token for the balance', async () => {
    await pact
      .addInteraction()
      .given(STATE.invoicesUnpaid)
      .uponReceiving('a request for a payment link')
      .withRequest('POST', '/portal/invoices/create-payment-link', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({
          invoice_id: fromState('${invoiceId}', INVOICE_ID),
          amount: fromState('${amount}', AMOUNT),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          payment_link: like('sbx_pay_5101_Yk3uR8wq2LmN'),
          payment_gateway_id: integer(1),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.createPaymentLink.initiate({
            paymentLinkRequest: { invoice_id: INVOICE_ID, amount: AMOUNT },
          }),
        );
        expect(result.data).toMatchObject({ payment_link: 'sbx_pay_5101_Yk3uR8wq2LmN' });
      });
  });

  it('reports a payment the gateway approved', async () => {
    await pact
      .addInteraction()
      .given(STATE.paymentApproved)
      .uponReceiving('a report of an approved payment')
      .withRequest('POST', '/portal/invoices/paid', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({
          invoice_id: fromState('${invoiceId}', INVOICE_ID),
          transaction_id: fromState('${transactionId}', TRANSACTION_ID),
          received_amount: fromState('${amount}', AMOUNT),
          payment_gateway_id: fromState('${paymentGatewayId}', PAYMENT_GATEWAY_ID),
        }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.reportPayment.initiate({
            paymentReport: {
              invoice_id: INVOICE_ID,
              transaction_id: TRANSACTION_ID,
              received_amount: AMOUNT,
              payment_gateway_id: PAYMENT_GATEWAY_ID,
            },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });

  it('gets an invoice as a PDF', async () => {
    const pdf = readFileSync(fixture('invoice.pdf'));
    await pact
      .addInteraction()
      .given(STATE.invoicesUnpaid)
      .uponReceiving('a request for an invoice PDF')
      .withRequest('POST', '/portal/pdf', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({
          resource: 'invoices',
          id: fromState('${invoiceId}', INVOICE_ID),
          template: 'invoice',
        }),
      )
      .willRespondWith(200, (b) => b.binaryFile('application/pdf', fixture('invoice.pdf')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.getPdf.initiate({
            pdfRequest: { resource: 'invoices', id: INVOICE_ID, template: 'invoice' },
          }),
        );
        const blob = result.data;
        expect(blob).toBeInstanceOf(Blob);
        const bytes = Buffer.from(await (blob as Blob).arrayBuffer());
        expect(bytes.equals(pdf)).toBe(true);
      });
  });
});
