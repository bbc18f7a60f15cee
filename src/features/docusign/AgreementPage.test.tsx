import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fileBaseUrl } from '../../../mock-server/config';
import { signingUrlFor } from '../../../mock-server/data';
import { ENVELOPE_STATUS_MESSAGES, STATUS_MESSAGES } from '../../../mock-server/messages';
import { agreementPath } from '../../../mock-server/state';
import type { EnvelopeStatus, Reservation } from '../../../mock-server/types';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { selectTaskStatus } from '../../components/task/taskStatus';
import { renderWithStore } from '../../test/renderWithStore';
import {
  apiUrl,
  envelope,
  requests,
  reservation,
  sentBodies,
  sentTo,
  server,
  signAtProvider,
  signingTokenEnvelope,
} from '../../test/sandbox';
import AgreementPage from './AgreementPage';
import { SIGNING_PANEL_NAME } from './SigningPanel';
import { SIGNING_ERRORS } from './useSigningFlow';
import { UNRECORDED_AGREEMENT } from './useAgreementRecording';

const AGREEMENT = '/portal/docusign';
/** POST creates an envelope; GET asks for its signed PDF. */
const ENVELOPE = '/portal/docusign/envelope';
const START = '/portal/docusign/start';
const SUBMIT = '/portal/docusign/submit';
const THANKS = 'Thank you! You have signed your travel agreement.';

const ENVELOPE_STATUS = {
  none: null,
  sent: 'sent',
  signed: 'completed',
  done: 'completed',
} as const satisfies Record<string, EnvelopeStatus | null>;
type Scenario = keyof typeof ENVELOPE_STATUS;

/**
 * The fresh guest on the agreement page: without an envelope ('none'), or with one the sandbox
 * sent ('sent'), the guest signed at the provider ('signed': the server has not recorded it yet)
 * or the server recorded as signed ('done').
 */
function setup(scenario: Scenario, adjust: (r: Reservation) => void = () => undefined) {
  const r = reservation();
  const envelopeStatus = ENVELOPE_STATUS[scenario];
  r.envelope = envelopeStatus ? envelope(envelopeStatus) : null;
  if (scenario === 'done') r.statuses.docusign = 'completed';
  adjust(r);
  const { store } = renderWithStore(<AgreementPage />, { path: '/docusign' });
  return { r, store };
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

/** The frame shows the fresh address the sandbox issued for this envelope (startSigning). */
function expectSigningFrame(panel: HTMLElement, envelopeId: string) {
  const src = within(panel).getByTitle('DocuSign signing document').getAttribute('src') ?? '';
  const token = new URL(src).searchParams.get('token') ?? '';
  expect(src).toBe(`${signingUrlFor(envelopeId)}&token=${token}`);
  expect(signingTokenEnvelope(token)).toBe(envelopeId);
}

async function openSigning() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Signing' }));
  const panel = await screen.findByRole('dialog', { name: SIGNING_PANEL_NAME });
  expectSigningFrame(panel, 'env-1');
  return panel;
}

describe('AgreementPage states', () => {
  it('shows the loading message, then the title and both alerts', async () => {
    setup('sent', (r) => (r.agreementTitle = 'Travel Agreement - Hokkaido in Winter'));
    expect(screen.getByText('Loading DocuSign envelope...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Travel Agreement - Hokkaido in Winter',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(STATUS_MESSAGES.docusign.uncomplete?.header ?? '-'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('envelope-status-alert')).toHaveTextContent(
      ENVELOPE_STATUS_MESSAGES.sent?.header ?? '-',
    );
    expect(screen.getByTestId('envelope-status-alert')).toHaveClass('MuiAlert-colorWarning');
  });

  it('without an envelope: Start Signing Process creates one, then opens the signing panel', async () => {
    const { r } = setup('none');
    const button = await screen.findByRole('button', { name: 'Start Signing Process' });
    expect(screen.queryByRole('button', { name: 'Start Signing' })).toBeNull();
    await userEvent.setup().click(button);
    const panel = await screen.findByRole('dialog', { name: SIGNING_PANEL_NAME });
    const created = r.envelope?.envelopeId ?? '-';
    expectSigningFrame(panel, created);
    expect(sentTo('POST', ENVELOPE)).toHaveLength(1);
    const start = sentTo('GET', START);
    expect(start).toHaveLength(1);
    expect(start[0].url.searchParams.get('id')).toBe(created);
  });

  it('with an envelope and a signing URL: Start Signing asks for a fresh address', async () => {
    setup('sent');
    expect(screen.queryByRole('button', { name: 'Start Signing Process' })).toBeNull();
    await openSigning();
    expect(sentTo('GET', START)).toHaveLength(1);
    expect(sentTo('POST', ENVELOPE)).toHaveLength(0);
  });

  it('rejects a signing address on another origin than the configured provider, with a message', async () => {
    // A back end configured with another provider's address issues signing addresses there.
    setup('sent', (r) => {
      if (r.envelope) r.envelope.signingUrl = 'http://elsewhere.test/s?envelope=env-1';
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Signing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNING_ERRORS.foreignOrigin);
    expect(sentTo('GET', START)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull();
    expect(screen.queryByTitle('DocuSign signing document')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Signing' })).toBeEnabled();
  });

  it('when completed: no buttons, the e-mail note and the signed PDF in a frame', async () => {
    const { r } = setup('done');
    expect(
      await screen.findByText(/A copy of the signed agreement will be sent to/),
    ).toHaveTextContent(r.email);
    expect(await screen.findByTitle('Signed agreement PDF')).toHaveAttribute(
      'src',
      `${fileBaseUrl()}${agreementPath('env-1')}`,
    );
    expect(screen.queryByRole('button', { name: /Start Signing/ })).toBeNull();
    expect(sentTo('GET', ENVELOPE)).toHaveLength(1);
    expect(screen.getByTestId('envelope-status-alert')).toHaveClass('MuiAlert-colorSuccess');
  });

  it('says so while the signed PDF is prepared', async () => {
    let release: () => void = () => undefined;
    const prepared = new Promise<void>((resolve) => (release = resolve));
    // Held until released, then answered by the sandbox (a resolver without a response passes on).
    server.use(
      http.get(apiUrl(ENVELOPE), async () => {
        await prepared;
      }),
    );
    setup('done');
    expect(await screen.findByText('Preparing your signed PDF...')).toBeInTheDocument();
    release();
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();
    expect(screen.queryByText('Preparing your signed PDF...')).toBeNull();
  });
});

const status500 = () => HttpResponse.json({}, { status: 500 });

describe('AgreementPage errors', () => {
  // Failures a correct back end cannot be driven into: a 500, a 200 missing its field, and a
  // 404 for the PDF of an envelope it has just reported completed.
  it.each<[string, Scenario, HttpHandler, string]>([
    ['load', 'none', http.get(apiUrl(AGREEMENT), status500), 'Failed to load DocuSign envelope.'],
    ['create', 'none', http.post(apiUrl(ENVELOPE), status500), SIGNING_ERRORS.create],
    [
      'create without id',
      'none',
      http.post(apiUrl(ENVELOPE), () => HttpResponse.json({ envelopeStatus: 'sent' })),
      SIGNING_ERRORS.noEnvelopeId,
    ],
    ['start', 'sent', http.get(apiUrl(START), status500), SIGNING_ERRORS.start],
    [
      'start without url',
      'sent',
      http.get(apiUrl(START), () => HttpResponse.json({})),
      SIGNING_ERRORS.noUrl,
    ],
    [
      'signed document',
      'done',
      http.get(apiUrl(ENVELOPE), () =>
        HttpResponse.json({ message: 'Not signed.' }, { status: 404 }),
      ),
      'Failed to fetch signed document.',
    ],
  ])('%s failure shows its text', async (_name, scenario, handler, text) => {
    server.use(handler);
    setup(scenario);
    const button = await screen.findByRole('button', { name: /Start Signing/ }).catch(() => null);
    if (button) await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AgreementPage signing events', () => {
  it('on signing_complete: closes, fetches the PDF with refresh, PATCHes and broadcasts', async () => {
    setup('sent');
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(STATUS_EVENT, listener);
    await openSigning();
    signAtProvider('env-1');
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull(),
    );
    await waitFor(() => expect(sentTo('PATCH', SUBMIT)).toHaveLength(1));
    expect(sentBodies('PATCH', SUBMIT)).toEqual([{ agreement_status: 'completed' }]);
    const pdfCalls = sentTo('GET', ENVELOPE);
    expect(pdfCalls).toHaveLength(1);
    expect(pdfCalls[0].url.searchParams.get('refresh')).toBe('1');
    expect(events).toContainEqual({ key: 'docusign', status: 'processing' });
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();
    const thanks = await screen.findByText(THANKS);
    expect(thanks.closest('[role="status"]')).toContainElement(
      screen.getByRole('link', { name: /^Next/ }),
    );
    expect(reservation().statuses.docusign).toBe('completed');
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps a failed "agreement completed" update, says so, and sends it again until recorded', async () => {
    server.use(http.patch(apiUrl(SUBMIT), status500, { once: true }));
    const { store } = setup('sent');
    await openSigning();
    signAtProvider('env-1');
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNRECORDED_AGREEMENT);
    // Kept where a reload and a new sign-in find it.
    expect(localStorage.getItem(`portal.unsent.${reservation().userId}`)).toContain('env-1');
    // The server's "Action required: sign" would contradict the signed PDF beside it.
    await waitFor(() => expect(screen.queryByTestId('task-status-banner')).toBeNull());
    expect(await screen.findByTitle('Signed agreement PDF')).toBeInTheDocument();
    expect(reservation().statuses.docusign).toBe('uncomplete');

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(THANKS)).toBeVisible();
    expect(sentTo('PATCH', SUBMIT)).toHaveLength(2);
    expect(reservation().statuses.docusign).toBe('completed');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(localStorage.getItem(`portal.unsent.${reservation().userId}`)).toBeNull();
    expect(selectTaskStatus('docusign')(store.getState()).status).toBe('completed');
  });

  it('on arrival, reports a signed envelope the server has not recorded (after a reload or a 401)', async () => {
    setup('signed');
    await waitFor(() => expect(sentTo('PATCH', SUBMIT)).toHaveLength(1));
    expect(await screen.findByText(THANKS)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('task-status-banner')).toHaveTextContent(
        STATUS_MESSAGES.docusign.completed?.header ?? '-',
      ),
    );
    expect(sentTo('PATCH', SUBMIT)).toHaveLength(1);
    expect(reservation().statuses.docusign).toBe('completed');
  });

  it.each(['cancel', 'decline', 'ttl_expired', 'brand_new_event'])(
    'treats %s as a cancel: panel closes, data reloads, nothing is marked signed',
    async (name) => {
      setup('sent');
      await openSigning();
      const loads = sentTo('GET', AGREEMENT).length;
      post({ type: 'DOCUSIGN_EVENT', event: name, envelopeId: 'env-1' });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: SIGNING_PANEL_NAME })).toBeNull(),
      );
      await waitFor(() => expect(sentTo('GET', AGREEMENT).length).toBe(loads + 1));
      expect(sentTo('PATCH', SUBMIT)).toHaveLength(0);
      expect(sentTo('GET', ENVELOPE)).toHaveLength(0);
    },
  );

  it('ignores messages from another origin or of the wrong shape', async () => {
    setup('sent');
    const panel = await openSigning();
    post(
      { type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'env-1' },
      'http://evil.test',
    );
    post({ type: 'OTHER', event: 'signing_complete' });
    post({ type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel).toBeInTheDocument();
    expect(sentTo('PATCH', SUBMIT)).toHaveLength(0);
  });

  it('a navigation away while signing (Back) closes the signing window and stays on the page', async () => {
    reservation().envelope = envelope('sent');
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
    reservation().envelope = envelope('declined');
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
    setup('sent');
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
