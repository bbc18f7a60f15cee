import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Agreement } from '../../api/generated';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { selectTaskStatus } from '../../components/task/taskStatus';
import { fakeApi, renderWithStore, type FakeResponse } from '../../test/renderWithStore';
import { requests, reservation } from '../../test/sandbox';
import AgreementPage from './AgreementPage';
import { SIGNING_PANEL_NAME } from './SigningPanel';
import { SIGNING_ERRORS } from './useSigningFlow';
import { UNRECORDED_AGREEMENT } from './useAgreementRecording';

const FRESH: Agreement = {
  title: 'Travel Agreement - Classic Japan',
  status: 'uncomplete',
  statusMessages: { uncomplete: { header: 'Action required', body: 'Please sign.' } },
  recipientEmail: 'guest@example.com',
  envelopeId: null,
  envelopeStatus: null,
  envelopeStatusMessages: {
    sent: { header: 'Envelope sent', body: 'Ready to sign.' },
    completed: { header: 'Signed', body: 'Thank you!' },
    declined: { header: 'Declined', body: 'You declined.' },
  },
  signingUrl: null,
};
const SENT: Agreement = {
  ...FRESH,
  envelopeId: 'env-1',
  envelopeStatus: 'sent',
  signingUrl: 'http://sign.test/s?envelope=env-1',
};
const DONE: Agreement = {
  ...SENT,
  status: 'completed',
  envelopeStatus: 'completed',
  signingUrl: null,
};

type Routes = Record<string, FakeResponse | ((request: { url: URL }) => FakeResponse | undefined)>;

function setup(agreement: Agreement | (() => Agreement), extra: Routes = {}) {
  const api = fakeApi({
    'GET /portal/docusign': () => ({
      body: typeof agreement === 'function' ? agreement() : agreement,
    }),
    'POST /portal/docusign/envelope': {
      body: { envelopeId: 'env-1', envelopeStatus: 'sent', signingUrl: SENT.signingUrl },
    },
    'GET /portal/docusign/start': { body: { url: 'http://sign.test/s?envelope=env-1&token=t1' } },
    'GET /portal/docusign/envelope': { body: { url: 'http://files.test/agreements/env-1.pdf' } },
    'PATCH /portal/docusign/submit': { body: { message: 'Completed.' } },
    ...extra,
  });
  const { store } = renderWithStore(<AgreementPage />, { path: '/docusign' });
  return Object.assign(api, { store });
}

/** The fresh guest's envelope in the sandbox, in this status. */
const envelopeInSandbox = (envelopeStatus: 'sent' | 'declined') => {
  reservation().envelope = {
    envelopeId: 'env-1',
    envelopeStatus,
    signingUrl: 'http://sign.test/s?envelope=env-1',
    portalOrigin: 'http://localhost',
  };
};

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

async function openSigning() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Signing' }));
  const panel = await screen.findByRole('dialog', { name: SIGNING_PANEL_NAME });
  expect(within(panel).getByTitle('DocuSign signing document')).toHaveAttribute(
    'src',
    'http://sign.test/s?envelope=env-1&token=t1',
  );
  return panel;
}

describe('AgreementPage states', () => {
  it('shows the loading message, then the title and both alerts', async () => {
    setup({ ...SENT });
    expect(screen.getByText('Loading DocuSign envelope...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel Agreement - Classic Japan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Action required')).toBeInTheDocument();
    expect(screen.getByTestId('envelope-status-alert')).toHaveTextContent('Envelope sent');
    expect(screen.getByTestId('envelope-status-alert')).toHaveClass('MuiAlert-colorWarning');
  });

  it('without an envelope: Start Signing Process creates one, then opens the signing panel', async () => {
    let current = FRESH;
    const api = setup(() => current, {
      'POST /portal/docusign/envelope': () => {
        current = SENT;
        return {
          body: { envelopeId: 'env-1', envelopeStatus: 'sent', signingUrl: SENT.signingUrl },
        };
      },
    });
    const button = await screen.findByRole('button', { name: 'Start Signing Process' });
    expect(screen.queryByRole('button', { name: 'Start Signing' })).toBeNull();
    await userEvent.setup().click(button);
    const panel = await screen.findByRole('dialog', { name: SIGNING_PANEL_NAME });
    expect(within(panel).getByTitle('DocuSign signing document')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/portal/docusign/envelope')).toHaveLength(1);
    const start = callsTo(api, 'GET', '/portal/docusign/start');
    expect(start).toHaveLength(1);
    expect(
      api.spy.mock.calls.some(([input]) =>
        String(input).includes('/portal/docusign/start?id=env-1'),
      ),
    ).toBe(true);
  });

  it('with an envelope and a signing URL: Start Signing asks for a fresh address', async () => {
    const api = setup(SENT);
    expect(screen.queryByRole('button', { name: 'Start Signing Process' })).toBeNull();
    await openSigning();
    expect(callsTo(api, 'GET', '/portal/docusign/start')).toHaveLength(1);
    expect(callsTo(api, 'POST', '/portal/docusign/envelope')).toHaveLength(0);
  });

  it('rejects a signing address on another origin than the configured provider, with a message', async () => {
    setup(SENT, {
      'GET /portal/docusign/start': {
        body: { url: 'http://elsewhere.test/s?envelope=env-1&token=t1' },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Signing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNING_ERRORS.foreignOrigin);
    expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull();
    expect(screen.queryByTitle('DocuSign signing document')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Signing' })).toBeEnabled();
  });

  it('when completed: no buttons, the e-mail note and the signed PDF in a frame', async () => {
    const api = setup(DONE);
    expect(
      await screen.findByText(/A copy of the signed agreement will be sent to/),
    ).toHaveTextContent('guest@example.com');
    expect(await screen.findByTitle('Signed agreement PDF')).toHaveAttribute(
      'src',
      'http://files.test/agreements/env-1.pdf',
    );
    expect(screen.queryByRole('button', { name: /Start Signing/ })).toBeNull();
    expect(callsTo(api, 'GET', '/portal/docusign/envelope')).toHaveLength(1);
    expect(screen.getByTestId('envelope-status-alert')).toHaveClass('MuiAlert-colorSuccess');
  });

  it('says so while the signed PDF is prepared', async () => {
    const api = setup(DONE);
    const response = api.spy.getMockImplementation();
    let release: () => void = () => undefined;
    api.spy.mockImplementation(async (input, init) => {
      if (String(input).includes('/portal/docusign/envelope?'))
        await new Promise<void>((resolve) => (release = resolve));
      return response ? response(input, init) : new Response(null, { status: 500 });
    });
    expect(await screen.findByText('Preparing your signed PDF...')).toBeInTheDocument();
    release();
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();
    expect(screen.queryByText('Preparing your signed PDF...')).toBeNull();
  });
});

describe('AgreementPage errors', () => {
  it.each<[string, Agreement, Routes, string]>([
    [
      'load',
      FRESH,
      { 'GET /portal/docusign': { status: 500, body: {} } },
      'Failed to load DocuSign envelope.',
    ],
    [
      'create',
      FRESH,
      { 'POST /portal/docusign/envelope': { status: 500, body: {} } },
      'Failed to create envelope.',
    ],
    [
      'create without id',
      FRESH,
      { 'POST /portal/docusign/envelope': { body: { envelopeStatus: 'sent' } } },
      'Envelope creation succeeded but no envelopeId was returned.',
    ],
    [
      'start',
      SENT,
      { 'GET /portal/docusign/start': { status: 500, body: {} } },
      'Failed to start signing.',
    ],
    [
      'start without url',
      SENT,
      { 'GET /portal/docusign/start': { body: {} } },
      'No signing URL received.',
    ],
    [
      'signed document',
      DONE,
      { 'GET /portal/docusign/envelope': { status: 404, body: { message: 'Not signed.' } } },
      'Failed to fetch signed document.',
    ],
  ])('%s failure shows its text', async (_name, agreement, routes, text) => {
    setup(agreement, routes);
    const button = await screen.findByRole('button', { name: /Start Signing/ }).catch(() => null);
    if (button) await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AgreementPage signing events', () => {
  it('on signing_complete: closes, fetches the PDF with refresh, PATCHes and broadcasts', async () => {
    let current = SENT;
    const api = setup(() => current);
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(STATUS_EVENT, listener);
    await openSigning();
    current = DONE;
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull(),
    );
    await waitFor(() => expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(1));
    expect(callsTo(api, 'PATCH', '/portal/docusign/submit')[0].body).toEqual({
      agreement_status: 'completed',
    });
    const pdfCalls = api.spy.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/portal/docusign/envelope?'));
    expect(pdfCalls).toHaveLength(1);
    expect(pdfCalls[0]).toContain('refresh=1');
    expect(events).toContainEqual({ key: 'docusign', status: 'processing' });
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();
    const thanks = await screen.findByText('Thank you! You have signed your travel agreement.');
    expect(thanks.closest('[role="status"]')).toContainElement(
      screen.getByRole('link', { name: /^Next/ }),
    );
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps a failed "agreement completed" update, says so, and sends it again until recorded', async () => {
    let current = SENT;
    let patches = 0;
    const api = setup(() => current, {
      'PATCH /portal/docusign/submit': () => {
        patches += 1;
        return patches === 1 ? { status: 500, body: {} } : { body: { message: 'Completed.' } };
      },
    });
    await openSigning();
    current = { ...SENT, envelopeStatus: 'completed', signingUrl: null };
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNRECORDED_AGREEMENT);
    // Kept where a reload and a new sign-in find it.
    expect(localStorage.getItem('portal.unsent.1001')).toContain('env-1');
    // The server's "Action required: sign" would contradict the signed PDF beside it.
    await waitFor(() => expect(screen.queryByTestId('task-status-banner')).toBeNull());
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();

    current = DONE;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Thank you! You have signed your travel agreement.'),
    ).toBeVisible();
    expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(localStorage.getItem('portal.unsent.1001')).toBeNull();
    expect(selectTaskStatus('docusign')(api.store.getState()).status).toBe('completed');
  });

  it('on arrival, reports a signed envelope the server has not recorded (after a reload or a 401)', async () => {
    let current: Agreement = { ...SENT, envelopeStatus: 'completed', signingUrl: null };
    const api = setup(() => current, {
      'PATCH /portal/docusign/submit': () => {
        current = DONE;
        return { body: { message: 'Completed.' } };
      },
    });
    await waitFor(() => expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(1));
    expect(
      await screen.findByText('Thank you! You have signed your travel agreement.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('task-status-banner')).toHaveTextContent('Status: completed'),
    );
    expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(1);
  });

  it.each(['cancel', 'decline', 'ttl_expired', 'brand_new_event'])(
    'treats %s as a cancel: panel closes, data reloads, nothing is marked signed',
    async (name) => {
      const api = setup(SENT);
      await openSigning();
      const loads = callsTo(api, 'GET', '/portal/docusign').length;
      post({ type: 'DOCUSIGN_EVENT', event: name, envelopeId: 'env-1' });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull(),
      );
      await waitFor(() => expect(callsTo(api, 'GET', '/portal/docusign').length).toBe(loads + 1));
      expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(0);
      expect(callsTo(api, 'GET', '/portal/docusign/envelope')).toHaveLength(0);
    },
  );

  it('ignores messages from another origin or of the wrong shape', async () => {
    const api = setup(SENT);
    const panel = await openSigning();
    post(
      { type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' },
      'http://evil.test',
    );
    post({ type: 'OTHER', event: 'signing_complete' });
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel).toBeInTheDocument();
    expect(callsTo(api, 'PATCH', '/portal/docusign/submit')).toHaveLength(0);
  });

  it('a navigation away while signing (Back) closes the signing window and stays on the page', async () => {
    envelopeInSandbox('sent');
    const { history } = renderWithStore(<AgreementPage />, {
      path: '/docusign',
      routes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Signing' }));
    await screen.findByRole('dialog', { name: SIGNING_PANEL_NAME });
    const loads = () => requests.filter((call) => call.path === '/portal/docusign').length;
    const before = loads();
    await act(() => history.push('/dashboard'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull(),
    );
    expect(history.location.pathname).toBe('/docusign');
    expect(screen.queryByText('Dashboard page')).toBeNull();
    // Closed as by its Close button: the agreement is read again.
    await waitFor(() => expect(loads()).toBe(before + 1));
  });

  it('after a decline, says declined once and no longer asks the guest to sign', async () => {
    envelopeInSandbox('declined');
    renderWithStore(<AgreementPage />, { path: '/docusign' });
    expect(await screen.findByTestId('envelope-status-alert')).toHaveTextContent(
      'Signing declined',
    );
    expect(screen.getAllByText('Signing declined')).toHaveLength(1);
    expect(screen.queryByText(/review and sign/i)).toBeNull();
    expect(screen.queryByTestId('task-status-banner')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Start Signing/ })).toBeNull();
  });

  it('clears the frame address 300 ms after the panel closes', async () => {
    setup(SENT);
    await openSigning();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      post({ type: 'DOCUSIGN_EVENT', event: 'cancel' });
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(document.querySelector('iframe[title="DocuSign signing document"]')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(document.querySelector('iframe[title="DocuSign signing document"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
