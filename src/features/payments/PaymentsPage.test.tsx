import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../api/generated';
import { http, HttpResponse } from 'msw';
import { renderWithStore, TEST_CONFIG } from '../../test/renderWithStore';
import {
  apiUrl,
  payAtGateway,
  PAYMENT_GATEWAY_ID,
  paymentLink,
  requests,
  reservation,
  server,
} from '../../test/sandbox';
import { useResendUnsentReports } from '../../components/unsent/useResendUnsentReports';
import PaymentsPage from './PaymentsPage';
import { NOT_A_PDF } from './useInvoicePdf';
import { UNRECORDED_PAYMENT } from './usePaymentFlow';

// Counts the renders of the travel team's QR code, which sits beside the invoices.
const qrRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('qrcode.react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('qrcode.react')>();
  const { countingRenders } = await import('../../test/countRenders');
  return { ...actual, QRCodeSVG: countingRenders(actual.QRCodeSVG, qrRenders) };
});

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

/** What the sandbox says of a transaction its gateway never approved. */
const NOT_VERIFIED =
  'We could not verify this payment with the payment provider. If you were charged, please contact our travel team.';

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

/** The fresh guest (KX-1001) with these invoices (wrapped in {invoices} when asked). */
function seed(invoices: Invoice[] = [UNPAID, PAID], wrapInvoices = false) {
  Object.assign(reservation(), { invoices: structuredClone(invoices), wrapInvoices });
}

function setup(invoices?: Invoice[], wrapInvoices?: boolean) {
  seed(invoices, wrapInvoices);
  renderWithStore(<PaymentsPage />, { path: '/payments' });
}

const PAID_PATH = '/portal/invoices/paid';
const count = (method: string, path: string) =>
  requests.filter((call) => call.method === method && call.path === path).length;
const paidReports = () => requests.filter((call) => call.path === PAID_PATH);
const invoice = (id: number) => reservation().invoices.find((entry) => entry.id === id);

/** The first payment report meets a server error; the sandbox records the next. */
const failFirstReport = () =>
  server.use(
    http.post(
      apiUrl(PAID_PATH),
      () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      { once: true },
    ),
  );

/** Opens the payment frame; the token it posts is the sandbox's payment link. */
async function openPayment() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Make a Payment/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Secure Payment' });
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(count('POST', '/portal/invoices/create-payment-link')).toBe(1);
  const form = screen.getByTestId('payment-form') as HTMLFormElement;
  const token = String(new FormData(form).get('token'));
  return { user, dialog, token };
}

/** Opens the frame and pays with the approved card there: the gateway's transaction number. */
async function payByCard() {
  const opened = await openPayment();
  return { ...opened, transId: payAtGateway(opened.token).transId };
}

describe('PaymentsPage', () => {
  it('lists invoices with five columns, payment buttons on payable rows and Paid marks', async () => {
    setup([UNPAID, PAID], true);
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
    // The invoices have no due date: the banner says what can be paid now and whom to ask.
    expect(screen.getByText(/^Your amazing journey/).closest('[role="status"]')).toHaveTextContent(
      'Each invoice with a Make a Payment button can be paid now. Not sure by when? Our travel team (below) can tell you.',
    );
    expect(
      await screen.findByRole('region', { name: 'Need to contact our travel team?' }),
    ).toBeVisible();
    expect(screen.queryByText(/Thank you! All your payments are complete\./)).toBeNull();
  });

  it('lists every invoice of a long booking, the first screenful at once and the rest just after', async () => {
    const many = Array.from({ length: 65 }, (_, index) => ({
      ...UNPAID,
      id: 2000 + index,
      title: `Invoice ${index + 1}`,
    }));
    setup(many);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    // The first rows are there with the table; none is drawn twice or out of order.
    expect(within(table).getByRole('row', { name: /Invoice 1\b/ })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(66));
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(titles).toEqual(many.map((entry) => entry.title));
  });

  it('leads back to the dashboard above its heading, as the task pages do', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '#/dashboard',
    );
  });

  it('shows the success banner when every invoice is paid', async () => {
    setup([PAID, { ...PAID, id: 1044, status_id: 4 }]);
    expect(
      await screen.findByText(/^Thank you! All your payments are complete\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your amazing journey/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Need to contact our travel team?' })).toBeNull();
  });

  it('asks for one payment link for the balance and posts the token into the frame', async () => {
    setup();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Make a Payment/ });
    await user.dblClick(button);
    const dialog = await screen.findByRole('dialog', { name: 'Secure Payment' });
    expect(count('POST', '/portal/invoices/create-payment-link')).toBe(1);
    expect(requests.find((c) => c.path === '/portal/invoices/create-payment-link')?.body).toEqual({
      invoice_id: 1042,
      amount: 1500,
    });
    const frame = within(dialog).getByTitle('Secure payment form');
    expect(frame).toHaveAttribute('name', 'securePaymentFrame');
    const form = screen.getByTestId('payment-form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', TEST_CONFIG.paymentPageUrl);
    expect(form).toHaveAttribute('target', 'securePaymentFrame');
    expect(paymentLink(String(new FormData(form).get('token')))).toMatchObject({
      invoiceId: 1042,
      amount: 1500,
    });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByText('Loading the secure payment form...')).toBeInTheDocument();
  });

  it('a navigation away while the window is open closes it, stays on Payments and refocuses its button', async () => {
    seed();
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
    setup();
    await openPayment();
    const loadsBefore = count('GET', '/portal/invoices');
    post({ action: 'closePayment' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    expect(screen.getByText('Payment window closed.')).toBeInTheDocument();
    expect(screen.getByText('Notice')).toBeInTheDocument();
    await waitFor(() => expect(count('GET', '/portal/invoices')).toBe(loadsBefore + 1));
  });

  it('reports a transaction once even if the message arrives twice', async () => {
    setup();
    const { transId } = await payByCard();
    post({ action: 'transactionResponse', response: transaction(transId) });
    post({ action: 'transactionResponse', response: transaction(transId) });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Secure Payment' })).toBeNull(),
    );
    expect(count('POST', PAID_PATH)).toBe(1);
    expect(paidReports()[0]?.body).toEqual({
      invoice_id: 1042,
      transaction_id: transId,
      received_amount: 1500,
      payment_gateway_id: PAYMENT_GATEWAY_ID,
    });
    expect(invoice(1042)).toMatchObject({ receipt_total: 2500, status_id: 3 });
    // reportPayment invalidates 'Invoices': the list reloads, and shows it paid.
    await waitFor(() => expect(count('GET', '/portal/invoices')).toBe(2));
    expect(
      await within(screen.getByRole('row', { name: /Deposit/ })).findByText('Paid'),
    ).toBeVisible();
  });

  it('shows a receipt with the Notice: amount, invoice, transaction number and date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T17:05:00Z'));
    setup();
    const { transId } = await payByCard();
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
    post({ action: 'transactionResponse', response: transaction(transId) });
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
    expect(value('Transaction number')).toBe(transId);
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
    // A transaction the gateway never approved: the sandbox rejects the report.
    setup();
    await openPayment();
    post({ action: 'transactionResponse', response: transaction() });
    expect(await screen.findByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(invoice(1042)).toMatchObject({ receipt_total: 1000, status_id: 2 });
    expect(screen.queryByRole('region', { name: 'Payment receipt' })).toBeNull();
  });

  it('ignores messages from another origin or of the wrong shape', async () => {
    setup();
    const { dialog } = await openPayment();
    post({ action: 'closePayment' }, 'http://evil.test');
    post({ action: 'transactionResponse', response: transaction() }, 'http://evil.test');
    post({ action: 'resizeWindow', width: 300, height: 400 });
    post('closePayment');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toBeInTheDocument();
    expect(count('POST', PAID_PATH)).toBe(0);
  });

  it('only logs an unparsable transaction response', async () => {
    setup();
    const { dialog } = await openPayment();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post({ action: 'transactionResponse', response: '{broken' });
    expect(log).toHaveBeenCalled();
    expect(count('POST', PAID_PATH)).toBe(0);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a rejected payment report in a danger alert', async () => {
    setup();
    await openPayment();
    post({ action: 'transactionResponse', response: transaction('49999') });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_VERIFIED);
    expect(screen.queryByText('Payment received. Thank you!')).toBeNull();
  });

  it('keeps a taken payment whose report failed, blocks new payments and sends it again', async () => {
    failFirstReport();
    setup();
    const { user, transId } = await payByCard();
    post({ action: 'transactionResponse', response: transaction(transId) });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED_PAYMENT);
    // The charged card must not be charged again while the report is outstanding.
    const row = screen.getByRole('row', { name: /Deposit/ });
    expect(within(row).getByText('Payment being recorded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const sent = paidReports();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(invoice(1042)?.status_id).toBe(3);
    // The receipt comes once the payment is recorded, with the transaction first sent.
    expect(screen.getByRole('region', { name: 'Payment receipt' })).toHaveTextContent(transId);
  });

  it('keeps an unrecorded payment across a reload and a new sign-in, and sends it from any page', async () => {
    failFirstReport();
    setup();
    const { transId } = await payByCard();
    post({ action: 'transactionResponse', response: transaction(transId) });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED_PAYMENT);
    const kept = JSON.stringify(localStorage.getItem('portal.unsent.1001'));
    cleanup();

    // A reload (a new page, a new store; same guest): the invoice is not due, nothing is lost.
    renderWithStore(<PaymentsPage />, { path: '/payments' });
    const row = await screen.findByRole('row', { name: /Deposit/ });
    expect(within(row).getByText('Payment being recorded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make a Payment/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice #1042: $1,500.00');
    expect(count('POST', PAID_PATH)).toBe(1);
    cleanup();

    // Another page of the signed-in shell sends it again, with the very same body.
    renderWithStore(<Resender />, { path: '/dashboard' });
    await waitFor(() => expect(count('POST', PAID_PATH)).toBe(2));
    const sent = paidReports();
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    await waitFor(() => expect(localStorage.getItem('portal.unsent.1001')).toBeNull());
    expect(kept).toContain(transId);
    expect(invoice(1042)?.status_id).toBe(3);
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
    seed([UNPAID]);
    renderWithStore(
      <>
        <PaymentsPage />
        <Resender />
      </>,
      { path: '/payments' },
    );
    const row = await screen.findByRole('row', { name: /Deposit/ });
    expect(within(row).getByRole('button', { name: /Make a Payment/ })).toBeEnabled();
    expect(count('POST', PAID_PATH)).toBe(0);
  });

  it('shows a failed payment link request in a danger alert', async () => {
    setup();
    const button = await screen.findByRole('button', { name: /Make a Payment/ });
    // Paid in another tab meanwhile: the sandbox rejects the link.
    Object.assign(invoice(1042) ?? {}, { receipt_total: 2500, status_id: 3 });
    await userEvent.setup().click(button);
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

  it('Back with the invoice preview open closes the preview and stays on Payments', async () => {
    seed();
    const { history } = renderWithStore(<PaymentsPage />, {
      path: '/payments',
      routes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
    });
    const button = await screen.findByRole('button', { name: /View & Download #1042/ });
    await userEvent.setup().click(button);
    await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    await act(() => history.push('/dashboard'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Preview Invoice PDF' })).toBeNull(),
    );
    expect(history.location.pathname).toBe('/payments');
    expect(screen.queryByText('Dashboard page')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('previews the PDF, downloads it named after the invoice and revokes the URL on close', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    expect(requests.find((c) => c.path === '/portal/pdf')?.body).toEqual({
      resource: 'invoices',
      id: 1042,
      template: 'invoice',
    });
    // The frame joins the dialog once the dialog has been painted.
    expect(await within(dialog).findByTitle('Invoice #1042 PDF')).toHaveAttribute(
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

  it('leaves the travel team contact as it is while a PDF loads and opens', async () => {
    setup();
    await screen.findByRole('region', { name: 'Need to contact our travel team?' });
    await screen.findByRole('img', { name: /QR code/ });
    const rendersBefore = qrRenders.count;
    await userEvent.setup().click(screen.getByRole('button', { name: /View & Download #1042/ }));
    await screen.findByRole('dialog', { name: 'Preview Invoice PDF' });
    // The tap changes the page's PDF state three times (loading, loaded, open): none reaches it.
    expect(qrRenders.count).toBe(rendersBefore);
  });

  it('dismisses the Notice toast when the preview opens, so it never covers the dialog', async () => {
    setup();
    await openPayment();
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
    // Holds the first invoice's PDF until released, then lets the sandbox make it.
    server.use(
      http.post(apiUrl('/portal/pdf'), async ({ request }) => {
        const { id } = (await request.clone().json()) as { id: number };
        if (id === 1042) await new Promise<void>((resolve) => (sendFirst = resolve));
      }),
    );
    setup();
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
    expect(await within(dialog).findByTitle('Invoice #1043 PDF')).toBeInTheDocument();

    // The first PDF arriving late does not replace it.
    await act(async () => sendFirst());
    expect(within(dialog).getByTitle('Invoice #1043 PDF')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(first).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a clear message, and no preview, when the PDF response is not a PDF', async () => {
    server.use(
      http.post(apiUrl('/portal/pdf'), () =>
        HttpResponse.json({ message: 'ok' }, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    expect(await screen.findByText(NOT_A_PDF)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Preview Invoice PDF' })).not.toBeInTheDocument();
  });

  it('shows "PDF operation failed" when the PDF cannot be made', async () => {
    server.use(
      http.post(apiUrl('/portal/pdf'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    setup();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /View & Download #1042/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF operation failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
