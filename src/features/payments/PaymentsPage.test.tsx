import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../api/generated';
import { fakeApi, renderWithStore, TEST_CONFIG } from '../../test/renderWithStore';
import { useResendUnsentReports } from '../../components/unsent/useResendUnsentReports';
import PaymentsPage from './PaymentsPage';
import { NOT_A_PDF } from './useInvoicePdf';
import { UNRECORDED_PAYMENT } from './usePaymentFlow';

const UNPAID: Invoice = {
  id: 1042,
  title: 'Deposit',
  grand_total: 2500,
  receipt_total: 1000,
  status_id: 2,
};
const PAID: Invoice = {
  id: 1043,
  title: 'Final balance',
  grand_total: 800,
  receipt_total: 800,
  status_id: 3,
};

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const transaction = (transId = '40000000001') =>
  JSON.stringify({
    orderInvoiceNumber: '1042',
    transId,
    totalAmount: '1500.00',
    responseCode: '1',
  });

/** The signed-in shell's resender, which AppShell mounts on every page. */
function Resender() {
  useResendUnsentReports();
  return null;
}

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

function setup(invoices: unknown = [UNPAID, PAID], extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /portal/invoices': { body: invoices },
    'POST /portal/invoices/create-payment-link': {
      body: { payment_link: 'tok-123', payment_gateway_id: 7 },
    },
    'POST /portal/invoices/paid': { body: { message: 'Payment recorded.' } },
    ...extra,
  });
  renderWithStore(<PaymentsPage />, { path: '/payments' });
  return api;
}

const count = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).length;

async function openPayment(api: ReturnType<typeof fakeApi>) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Make a Payment/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Secure Payment' });
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(count(api, 'POST', '/portal/invoices/create-payment-link')).toBe(1);
  return { user, dialog };
}

describe('PaymentsPage', () => {
  it('lists invoices with five columns, payment buttons on payable rows and Paid marks', async () => {
    setup({ invoices: [UNPAID, PAID] });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['View & Download', 'Title', 'Amount', 'Balance', 'Status']);
    expect(screen.getByRole('button', { name: /View & Download #1042/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View & Download #1043/ })).toBeInTheDocument();
    const unpaidRow = screen.getByRole('row', { name: /Deposit/ });
    expect(within(unpaidRow).getByRole('button', { name: /Make a Payment/ })).toBeInTheDocument();
    expect(within(unpaidRow).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('$1,500.00')).toBeInTheDocument();
    const paidRow = screen.getByRole('row', { name: /Final balance/ });
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(within(paidRow).queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.getByText(/^Your amazing journey is about to begin!/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you! All your payments are complete\./)).toBeNull();
  });

  it('shows the success banner when every invoice is paid', async () => {
    setup([PAID, { ...PAID, id: 1044, status_id: 4 }]);
    expect(
      await screen.findByText(/^Thank you! All your payments are complete\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your amazing journey/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Make a Payment/ })).toBeNull();
  });

  it('asks for one payment link for the balance and posts the token into the frame', async () => {
    const api = setup();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Make a Payment/ });
    await user.dblClick(button);
    const dialog = await screen.findByRole('dialog', { name: 'Secure Payment' });
    expect(count(api, 'POST', '/portal/invoices/create-payment-link')).toBe(1);
    expect(api.calls.find((c) => c.path === '/portal/invoices/create-payment-link')?.body).toEqual({
      invoice_id: 1042,
      amount: 1500,
    });
    const frame = within(dialog).getByTitle('Secure payment form');
    expect(frame).toHaveAttribute('name', 'securePaymentFrame');
    const form = screen.getByTestId('payment-form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', TEST_CONFIG.paymentPageUrl);
    expect(form).toHaveAttribute('target', 'securePaymentFrame');
    expect(new FormData(form).get('token')).toBe('tok-123');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByText('Loading the secure payment form...')).toBeInTheDocument();
  });

  it('a navigation away while the window is open closes it, stays on Payments and refocuses its button', async () => {
    fakeApi({
      'GET /portal/invoices': { body: [UNPAID, PAID] },
      'POST /portal/invoices/create-payment-link': {
        body: { payment_link: 'tok-123', payment_gateway_id: 7 },
      },
    });
    const { history } = renderWithStore(<PaymentsPage />, {
      path: '/payments',
      routes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
    });
    const button = await screen.findByRole('button', { name: /Make a Payment/ });
    await userEvent.setup().click(button);
    await screen.findByRole('dialog', { name: 'Secure Payment' });
    await act(() => history.push('/dashboard'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    expect(history.location.pathname).toBe('/payments');
    expect(screen.queryByText('Dashboard page')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on closePayment, reloads invoices and says so', async () => {
    const api = setup();
    await openPayment(api);
    const loadsBefore = count(api, 'GET', '/portal/invoices');
    post({ action: 'closePayment' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    expect(screen.getByText('Payment window closed.')).toBeInTheDocument();
    expect(screen.getByText('Notice')).toBeInTheDocument();
    await waitFor(() => expect(count(api, 'GET', '/portal/invoices')).toBe(loadsBefore + 1));
  });

  it('reports a transaction once even if the message arrives twice', async () => {
    const api = setup();
    await openPayment(api);
    post({ action: 'transactionResponse', response: transaction() });
    post({ action: 'transactionResponse', response: transaction() });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    expect(count(api, 'POST', '/portal/invoices/paid')).toBe(1);
    expect(api.calls.find((c) => c.path === '/portal/invoices/paid')?.body).toEqual({
      invoice_id: 1042,
      transaction_id: '40000000001',
      received_amount: 1500,
      payment_gateway_id: 7,
    });
    // reportPayment invalidates 'Invoices': the list reloads.
    await waitFor(() => expect(count(api, 'GET', '/portal/invoices')).toBe(2));
  });

  it('shows a receipt with the Notice: amount, invoice, transaction number and date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T17:05:00Z'));
    const api = setup();
    await openPayment(api);
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
    post({ action: 'transactionResponse', response: transaction('40000000077') });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    // The Secure Payment modal hides the page from assistive technology until it has gone.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    const value = (label: string) =>
      within(receipt).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Amount')).toBe('$1,500.00');
    expect(value('Invoice')).toBe('Deposit (#1042)');
    expect(value('Transaction number')).toBe('40000000077');
    expect(value('Date')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-14T17:05:00Z'),
      ),
    );
    // It outlives the toast, until the guest closes it.
    await userEvent.click(within(receipt).getByRole('button', { name: 'Close receipt' }));
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
    vi.useRealTimers();
  });

  it('shows no receipt when the payment report is rejected', async () => {
    const api = setup(undefined, {
      'POST /portal/invoices/paid': { status: 400, body: { message: 'Unknown transaction.' } },
    });
    await openPayment(api);
    post({ action: 'transactionResponse', response: transaction() });
    expect(await screen.findByText('Unknown transaction.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
  });

  it('ignores messages from another origin or of the wrong shape', async () => {
    const api = setup();
    const { dialog } = await openPayment(api);
    post({ action: 'closePayment' }, 'http://evil.test');
    post({ action: 'transactionResponse', response: transaction() }, 'http://evil.test');
    post({ action: 'resizeWindow', width: 300, height: 400 });
    post('closePayment');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toBeInTheDocument();
    expect(count(api, 'POST', '/portal/invoices/paid')).toBe(0);
  });

  it('only logs an unparsable transaction response', async () => {
    const api = setup();
    const { dialog } = await openPayment(api);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post({ action: 'transactionResponse', response: '{broken' });
    expect(log).toHaveBeenCalled();
    expect(count(api, 'POST', '/portal/invoices/paid')).toBe(0);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a rejected payment report in a danger alert', async () => {
    const api = setup(undefined, {
      'POST /portal/invoices/paid': {
        status: 400,
        body: { message: 'The payment could not be verified with the payment gateway.' },
      },
    });
    await openPayment(api);
    post({ action: 'transactionResponse', response: transaction('49999') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be verified with the payment gateway.',
    );
    expect(screen.queryByText('Payment received. Thank you!')).toBeNull();
  });

  it('keeps a taken payment whose report failed, blocks new payments and sends it again', async () => {
    let reports = 0;
    const api = setup(undefined, {
      'POST /portal/invoices/paid': () => {
        reports += 1;
        return reports === 1
          ? { status: 500, body: { message: 'Internal error' } }
          : { body: { message: 'Payment recorded.' } };
      },
    });
    const { user } = await openPayment(api);
    post({ action: 'transactionResponse', response: transaction() });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED_PAYMENT);
    // The charged card must not be charged again while the report is outstanding.
    const row = screen.getByRole('row', { name: /Deposit/ });
    expect(within(row).getByText('Payment being recorded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const sent = api.calls.filter((call) => call.path === '/portal/invoices/paid');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual(sent[0].body);
    // The receipt comes once the payment is recorded, with the transaction first sent.
    expect(screen.getByRole('region', { name: 'Payment receipt' })).toHaveTextContent(
      '40000000001',
    );
  });

  it('keeps an unrecorded payment across a reload and a new sign-in, and sends it from any page', async () => {
    let reports = 0;
    const api = setup(undefined, {
      'POST /portal/invoices/paid': () => {
        reports += 1;
        return reports === 1
          ? { status: 500, body: { message: 'Internal error' } }
          : { body: { message: 'Payment recorded.' } };
      },
    });
    await openPayment(api);
    post({ action: 'transactionResponse', response: transaction() });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED_PAYMENT);
    const kept = JSON.stringify(localStorage.getItem('portal.unsent.7'));
    cleanup();

    // A reload (a new page, a new store; same guest): the invoice is not due, nothing is lost.
    renderWithStore(<PaymentsPage />, { path: '/payments' });
    const row = await screen.findByRole('row', { name: /Deposit/ });
    expect(within(row).getByText('Payment being recorded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice #1042: $1,500.00');
    expect(count(api, 'POST', '/portal/invoices/paid')).toBe(1);
    cleanup();

    // Another page of the signed-in shell sends it again, with the very same body.
    renderWithStore(<Resender />, { path: '/dashboard' });
    await waitFor(() => expect(count(api, 'POST', '/portal/invoices/paid')).toBe(2));
    const sent = api.calls.filter((call) => call.path === '/portal/invoices/paid');
    expect(sent[1].body).toEqual(sent[0].body);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.7')).toBeNull());
    expect(kept).toContain('40000000001');
  });

  it('never shows or sends another guest unrecorded payment', async () => {
    localStorage.setItem(
      'portal.unsent.99',
      JSON.stringify([
        {
          kind: 'payment',
          id: '555',
          report: {
            invoice_id: 1042,
            transaction_id: '555',
            received_amount: 1500,
            payment_gateway_id: 7,
          },
          invoiceTitle: 'Deposit',
          takenAt: '2026-01-01T00:00:00Z',
        },
      ]),
    );
    const api = fakeApi({ 'GET /portal/invoices': { body: [UNPAID] } });
    renderWithStore(
      <>
        <PaymentsPage />
        <Resender />
      </>,
      { path: '/payments' },
    );
    const row = await screen.findByRole('row', { name: /Deposit/ });
    expect(within(row).getByRole('button', { name: /Make a Payment/ })).toBeEnabled();
    expect(count(api, 'POST', '/portal/invoices/paid')).toBe(0);
  });

  it('shows a failed payment link request in a danger alert', async () => {
    setup(undefined, {
      'POST /portal/invoices/create-payment-link': {
        status: 400,
        body: { message: 'This invoice has already been paid.' },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Make a Payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invoice has already been paid.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('invoice PDF', () => {
  const createObjectURL = vi.fn(() => 'blob:invoice-1042');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('previews the PDF, downloads it named after the invoice and revokes the URL on close', async () => {
    const api = setup(undefined, {
      'POST /portal/pdf': {
        rawBody: '%PDF-1.4 fake',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    expect(api.calls.find((c) => c.path === '/portal/pdf')?.body).toEqual({
      resource: 'invoices',
      id: 1042,
      template: 'invoice',
    });
    expect(within(dialog).getByTitle('Invoice #1042 PDF')).toHaveAttribute(
      'src',
      'blob:invoice-1042',
    );

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('invoice-1042.pdf');
      expect(this.href).toBe('blob:invoice-1042');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download Invoice' }));
    expect(click).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:invoice-1042'));
  });

  it('dismisses the Notice toast when the preview opens, so it never covers the dialog', async () => {
    const api = setup(undefined, {
      'POST /portal/pdf': {
        rawBody: '%PDF-1.4 fake',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    await openPayment(api);
    post({ action: 'closePayment' });
    expect(await screen.findByText('Payment window closed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    await waitFor(() => expect(screen.queryByText('Payment window closed.')).toBeNull());
  });

  it('shows the invoice clicked last when the guest clicks another while a PDF loads', async () => {
    let sendFirst: () => void = () => undefined;
    const pdfResponse = {
      rawBody: '%PDF-1.4 fake',
      headers: { 'Content-Type': 'application/pdf' },
    };
    setup(undefined, {
      'POST /portal/pdf': ({ body }) =>
        (body as { id: number }).id === 1042
          ? new Promise((resolve) => (sendFirst = () => resolve(pdfResponse)))
          : pdfResponse,
    });
    createObjectURL.mockImplementationOnce(() => 'blob:invoice-1043');
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: /View & Download #1042/ });
    await user.click(first);
    expect(first).toHaveAttribute('aria-busy', 'true');
    // The other invoices stay usable while one loads.
    const second = screen.getByRole('button', { name: /View & Download #1043/ });
    expect(second).toBeEnabled();
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    expect(within(dialog).getByTitle('Invoice #1043 PDF')).toBeInTheDocument();

    // The first PDF arriving late does not replace it.
    await act(async () => sendFirst());
    expect(within(dialog).getByTitle('Invoice #1043 PDF')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(first).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a clear message, and no preview, when the PDF response is not a PDF', async () => {
    setup(undefined, {
      'POST /portal/pdf': {
        body: { message: 'ok' },
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    expect(await screen.findByText(NOT_A_PDF)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Preview Invoice PDF' })).not.toBeInTheDocument();
  });

  it('shows "PDF operation failed" when the PDF cannot be made', async () => {
    setup(undefined, { 'POST /portal/pdf': { status: 500, body: { message: 'boom' } } });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF operation failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
