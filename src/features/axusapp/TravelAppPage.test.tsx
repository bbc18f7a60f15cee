import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { TravelAppRecord } from '../../../mock-server/types';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, requests, reservation, server } from '../../test/sandbox';
import { COPY_FAILED } from '../../components/CopyButton';
import { CREDENTIALS_PENDING } from './TravelAppCredentials';
import TravelAppPage from './TravelAppPage';

const MESSAGES = STATUS_MESSAGES.axusapp;

/** The fresh guest's travel app record, with server text that must render as text. */
function setup(record: Partial<TravelAppRecord> = {}, status = 'uncomplete') {
  const r = reservation();
  Object.assign(r.travelApp, {
    guidance_header: 'How to sign in',
    guidance_body: 'Step 1: install\nStep 2: <b>sign in</b>',
    axus_app_user_id: 'KX1001',
    axus_app_passcode: '4821',
    ...record,
  });
  r.statuses.axusapp = status;
  renderWithStore(<TravelAppPage />, { path: '/axusapp' });
}

describe('TravelAppPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows status, guidance as text with line breaks, store links and credentials', async () => {
    setup();
    expect(screen.getByText('Loading AXUS information...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AXUS Travel App' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.uncomplete?.header ?? '')).toBeInTheDocument();
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
      wrapInData: true,
      axus_app_user_id: null,
      axus_app_passcode: '',
      guidance_header: null,
      guidance_body: null,
    });
    await screen.findByText(MESSAGES.uncomplete?.header ?? '');
    const card = screen.getByRole('region', { name: 'Your sign-in details' });
    expect(card).toHaveTextContent(CREDENTIALS_PENDING);
    expect(within(card).queryByText('-')).toBeNull();
    expect(within(card).queryByText(/keep them secure/)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByText('How to sign in')).toBeNull();
  });

  it('shows "-" for the one credential still missing, with no copy button for it', async () => {
    setup({ axus_app_passcode: null });
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
    setup({ wrapInData: true });
    await userEvent.click(await screen.findByRole('button', { name: 'I have installed the app' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveTextContent(
      'Do you want to let our team know that you have installed the AXUS app and reviewed your itinerary?',
    );
    expect(dialog).toHaveTextContent(/status will move to processing/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you! We have let our team know that the app is installed.');
    expect(
      requests.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([['/portal/axus_app/submit', { axus_app_status: 'processing' }]]);
    expect(events).toContainEqual({ key: 'axusapp', status: 'processing' });
    expect(reservation().statuses.axusapp).toBe('processing');
    expect(await screen.findByText(MESSAGES.processing?.header ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have installed the app' })).toBeNull();
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps the dialog open and explains when the submit fails', async () => {
    server.use(
      http.post(apiUrl('/portal/axus_app/submit'), () => new HttpResponse('oops', { status: 500 })),
    );
    setup();
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
      setup({}, status);
      await screen.findByRole('heading', { level: 1, name: 'AXUS Travel App' });
      expect(screen.queryByRole('button', { name: 'I have installed the app' })).toBeNull();
    },
  );
});
