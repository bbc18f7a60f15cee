import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TravelApp, TravelAppResponse } from '../../api/generated';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { fakeApi, renderWithStore, type FakeResponse } from '../../test/renderWithStore';
import { COPY_FAILED } from '../../components/CopyButton';
import { CREDENTIALS_PENDING } from './TravelAppCredentials';
import TravelAppPage from './TravelAppPage';

function travelApp(overrides: Partial<TravelApp> = {}): TravelApp {
  return {
    status: 'uncomplete',
    statusMessages: {
      uncomplete: { header: 'Install the app', body: 'Then tell us.' },
      processing: { header: 'Thanks', body: 'We are checking.' },
    },
    guidance_header: 'How to sign in',
    guidance_body: 'Step 1: install\nStep 2: <b>sign in</b>',
    axus_app_user_id: 'KX1001',
    axus_app_passcode: '4821',
    ...overrides,
  };
}

function setup(options: { body?: TravelAppResponse; submit?: FakeResponse } = {}) {
  let body: TravelAppResponse = options.body ?? travelApp();
  const api = fakeApi({
    'GET /portal/axus_app': () => ({ body: body }),
    'POST /portal/axus_app/submit': () => {
      const reply = options.submit ?? { body: { message: 'Submitted.' } };
      if ((reply.status ?? 200) === 200) body = travelApp({ status: 'processing' });
      return reply;
    },
  });
  renderWithStore(<TravelAppPage />, { path: '/axusapp' });
  return { api };
}

describe('TravelAppPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows status, guidance as text with line breaks, store links and credentials', async () => {
    setup();
    expect(screen.getByText('Loading AXUS information...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AXUS Travel App' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Install the app')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to sign in' })).toBeInTheDocument();
    const body = screen.getByText(/Step 1: install/);
    expect(body.textContent).toBe('Step 1: install\nStep 2: <b>sign in</b>');
    expect(body).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(body.querySelector('b')).toBeNull();
    for (const name of [/App Store/, /Google Play/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText('KX1001')).toBeInTheDocument();
    expect(screen.getByText('4821')).toBeInTheDocument();
    expect(screen.getByText(/keep them secure/)).toBeInTheDocument();
  });

  it('reads a response wrapped in data and says the credentials are not there yet', async () => {
    setup({
      body: {
        data: travelApp({
          axus_app_user_id: null,
          axus_app_passcode: '',
          guidance_header: null,
          guidance_body: null,
        }),
      },
    });
    await screen.findByText('Install the app');
    const card = screen.getByRole('region', { name: 'Your sign-in details' });
    expect(card).toHaveTextContent(CREDENTIALS_PENDING);
    expect(within(card).queryByText('-')).toBeNull();
    expect(within(card).queryByText(/keep them secure/)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByText('How to sign in')).toBeNull();
  });

  it('shows "-" for the one credential still missing, with no copy button for it', async () => {
    setup({ body: travelApp({ axus_app_passcode: null }) });
    const card = await screen.findByRole('region', { name: 'Your sign-in details' });
    expect(within(card).getByText('KX1001')).toBeInTheDocument();
    expect(within(card).getByText('-')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy User ID' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy Passcode' })).toBeNull();
  });

  it('copies the User ID and the Passcode, and says "Copied"', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    setup();
    const copyId = await screen.findByRole('button', { name: 'Copy User ID' });
    await user.click(copyId);
    expect(writeText).toHaveBeenLastCalledWith('KX1001');
    await expect(navigator.clipboard.readText()).resolves.toBe('KX1001');
    expect(copyId).toHaveTextContent('Copied');
    expect(screen.getByText('User ID copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Passcode' }));
    expect(writeText).toHaveBeenLastCalledWith('4821');
    expect(screen.getByRole('button', { name: 'Copy Passcode' })).toHaveTextContent('Copied');
  });

  it('says plainly when the browser rejects to copy', async () => {
    const user = userEvent.setup();
    setup();
    const copyId = await screen.findByRole('button', { name: 'Copy User ID' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(copyId);
    expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
    expect(copyId).toHaveTextContent('Copy');
    expect(copyId).not.toHaveTextContent('Copied');
  });

  it('confirms and POSTs { axus_app_status: "processing" }, then locks the page', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(STATUS_EVENT, listener);
    const { api } = setup({ body: { data: travelApp() } });
    await userEvent.click(await screen.findByRole('button', { name: 'I have installed the app' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveTextContent(
      'Do you want to let our team know that you have installed the AXUS app and reviewed your itinerary?',
    );
    expect(dialog).toHaveTextContent(/status will move to processing/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you! We have let our team know that the app is installed.');
    expect(
      api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([['/portal/axus_app/submit', { axus_app_status: 'processing' }]]);
    expect(events).toContainEqual({ key: 'axusapp', status: 'processing' });
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have installed the app' })).toBeNull();
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps the dialog open and explains when the submit fails', async () => {
    setup({ submit: { status: 500, body: 'oops' } });
    await userEvent.click(await screen.findByRole('button', { name: 'I have installed the app' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not let our team know right now. Please try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it.each(['processing', 'preprocessing', 'completed'])(
    'offers no submit button when %s',
    async (status) => {
      setup({ body: travelApp({ status }) });
      await screen.findByRole('heading', { level: 1, name: 'AXUS Travel App' });
      expect(screen.queryByRole('button', { name: 'I have installed the app' })).toBeNull();
    },
  );
});
