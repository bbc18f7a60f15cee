import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { WhatsAppRecord } from '../../../mock-server/types';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, requests, reservation, sentBodies, server } from '../../test/sandbox';
import WhatsAppPage from './WhatsAppPage';
import { lockedSaveMessage } from './whatsAppModel';

const MESSAGES = STATUS_MESSAGES.whatsapp;
const UPDATE = '/portal/whats_app/update';
const SUBMIT = '/portal/whats_app/submit';

/** The fresh guest with a saved number (or the record and status given), on the WhatsApp page. */
function setup(record: Partial<WhatsAppRecord> = {}, status = 'uncomplete') {
  const r = reservation();
  Object.assign(r.whatsApp, { whats_app_number: '+819012345678', ...record });
  r.statuses.whatsapp = status;
  const view = renderWithStore(<WhatsAppPage />, { path: '/whatsapp' });
  return { view };
}

const sent = (path: string) => sentBodies('PATCH', path);
const field = () => screen.getByRole('textbox', { name: 'WhatsApp number' });

async function editTo(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(field());
  if (value) await user.type(field(), value);
}

describe('WhatsAppPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the page with the saved number, store links and the contact block', async () => {
    setup();
    expect(screen.getByText('Loading WhatsApp information...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.uncomplete?.header ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByText(/press the Submit WhatsApp Registration button/)).toBeInTheDocument();
    expect(field()).toHaveValue('+819012345678');
    expect(field()).toHaveAttribute('type', 'tel');
    expect(field()).toHaveAttribute('placeholder', '+11234567890');

    expect(screen.getByRole('heading', { name: 'Need to contact our travel team?' })).toBeVisible();
    expect(screen.getByText('+81 3-6555-0142')).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri 9:00–18:00 JST')).toBeInTheDocument();
    // Drawn once the page's first frame is painted.
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('width', '192');
    const message = screen.getByRole('link', { name: 'Message Us on WhatsApp' });
    expect(message).toHaveAttribute('href', 'https://wa.me/81365550142');
    expect(message).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Submit WhatsApp Registration' })).toBeEnabled();
  });

  it('hides the contact block when disabled and the QR code without a link', async () => {
    setup({ agent_enabled: false });
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    expect(screen.queryByText('Need to contact our travel team?')).toBeNull();
  });

  it('shows no QR code or message button without a link', async () => {
    setup({ agent_link: null });
    await screen.findByText('Need to contact our travel team?');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message Us on WhatsApp' })).toBeNull();
  });

  it('rejects to save an invalid number, with the exact message, marking the field invalid', async () => {
    const user = userEvent.setup();
    setup();
    await editTo(user, '+81 90-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message =
      'That is 8 digits after the +; a full number has 10 to 15. Please enter a valid international phone number (e.g., +11234567890). Do not include any spaces or hyphens(－).';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(sent(UPDATE)).toEqual([]);
    // Typing again clears the message and the mark.
    await user.type(field(), '5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('drops spaces, dashes and brackets before the check and sends the plain number', async () => {
    const user = userEvent.setup();
    setup();
    await editTo(user, '+44 (7700) 900-123');
    expect(screen.getByRole('button', { name: 'Submit WhatsApp Registration' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your WhatsApp Number has been saved.')).toBeInTheDocument();
    expect(sent(UPDATE)).toEqual([{ whats_app_number: '+447700900123' }]);
    expect(reservation().whatsApp.whats_app_number).toBe('+447700900123');
    expect(field()).toHaveValue('+447700900123');
  });

  it('typing in the field opens the edit without pressing Edit first', async () => {
    const user = userEvent.setup();
    setup({ whats_app_number: null });
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    await user.type(field(), '+4915123456789');
    expect(field()).toHaveValue('+4915123456789');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('saves a valid number, says so for 3 s, then fades the message out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup();
    await editTo(user, '+4915123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your WhatsApp Number has been saved.')).toBeInTheDocument();
    expect(sent(UPDATE)).toEqual([{ whats_app_number: '+4915123456789' }]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Your WhatsApp Number has been saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1200));
    await waitFor(() =>
      expect(screen.queryByText('Your WhatsApp Number has been saved.')).toBeNull(),
    );
  });

  it('keeps the edit and says "Failed to save. Please try again." when the save fails', async () => {
    const user = userEvent.setup();
    server.use(http.patch(apiUrl(UPDATE), () => new HttpResponse('oops', { status: 500 })));
    setup();
    await editTo(user, '+4915123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save. Please try again.');
    expect(field()).toHaveValue('+4915123456789');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a save rejected with 423 (submitted in another tab): the number stays readable and copyable, no retry, page locked', async () => {
    // 423 is the gateway's answer for a locked task (a sandbox fault), not the handlers'.
    server.use(
      http.patch(apiUrl(UPDATE), () => {
        reservation().statuses.whatsapp = 'completed';
        return HttpResponse.json({ message: 'This task is locked.' }, { status: 423 });
      }),
    );
    setup();
    const user = userEvent.setup();
    await editTo(user, '+447700900123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(lockedSaveMessage('+447700900123'));
    expect(alert).not.toHaveTextContent(/try again/i);
    expect(within(alert).getByRole('button', { name: 'Copy the number' })).toBeInTheDocument();
    // The status is asked for again: the page shows the task done, with no Edit or Save.
    await waitFor(() =>
      expect(screen.getByText(MESSAGES.completed?.header ?? '')).toBeInTheDocument(),
    );
    expect(requests.filter((call) => call.path === '/portal/whats_app').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^(Edit|Save)$/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('+447700900123');
  });

  it("shows a rejection's (400) message", async () => {
    const user = userEvent.setup();
    setup();
    await editTo(user, '+4915123456789');
    // Submitted in the meantime: the sandbox rejects the save with its own message.
    reservation().statuses.whatsapp = 'completed';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The WhatsApp registration can no longer be changed (status: completed).',
    );
  });

  it('says so when Cancel goes back to an invalid saved number', async () => {
    const user = userEvent.setup();
    setup({ whats_app_number: '090-1234-5678' });
    await editTo(user, '+4915123456789');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field()).toHaveValue('090-1234-5678');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your previously saved number is invalid. Please enter a valid format like +11234567890 (no spaces or hyphens).',
    );
  });

  it('disables the submit button until the number is valid, explaining why', async () => {
    const user = userEvent.setup();
    setup({ whats_app_number: null });
    const button = await screen.findByRole('button', { name: 'Submit WhatsApp Registration' });
    expect(button).toBeDisabled();
    const wrapper = button.parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    await user.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Please enter a valid WhatsApp number first (international format, no spaces or hyphens).',
    );
  });

  it('submit with an invalid saved number: danger alert, field focused and open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ whats_app_number: '12345' });
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Don't forget to submit your WhatsApp number")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your WhatsApp number is invalid. Please correct it before submitting.',
    );
    await waitFor(() => expect(field()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(SUBMIT)).toEqual([]);
  });

  it('with no number yet: the field shows the format example; the reminder opens it, no submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ whats_app_number: null });
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    expect(field()).not.toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('placeholder', '+11234567890');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('button', { name: 'Submit now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter my number' }));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(SUBMIT)).toEqual([]);
  });

  it('with no number yet: the reminder says what to do, and its button keeps what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ whats_app_number: null });
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    await user.type(field(), '+4479');
    await user.tab();
    act(() => vi.advanceTimersByTime(6000));
    expect(
      screen.getByText('First enter your WhatsApp number above and press Save.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enter my number' }));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveValue('+4479');
  });

  it('moves focus to the field on Edit and back to Edit after Cancel or Save', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(field()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field());
    await user.type(field(), '+819011112222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your WhatsApp Number has been saved.');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('confirms and submits { whats_app_status: "completed" }, then locks the page', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(STATUS_EVENT, listener);
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Submit WhatsApp Registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveTextContent('Do you want to send your WhatsApp registration to our team?');
    expect(dialog).toHaveTextContent('Your WhatsApp number: +819012345678');
    expect(dialog).toHaveTextContent(/will not be able to edit/);
    expect(dialog).toHaveTextContent(/correct and that you can be reached on WhatsApp/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you! Your WhatsApp registration has been sent to our team.');
    expect(sent(SUBMIT)).toEqual([{ whats_app_status: 'completed' }]);
    expect(events).toContainEqual({ key: 'whatsapp', status: 'completed' });
    expect(reservation().statuses.whatsapp).toBe('completed');
    expect(await screen.findByText(MESSAGES.completed?.header ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('shows no edit, save or submit controls once completed', async () => {
    setup({}, 'completed');
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    expect(field()).toHaveAttribute('readonly');
    for (const name of ['Edit', 'Save', 'Submit WhatsApp Registration'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/press the Submit WhatsApp Registration button/)).toBeNull();
    // Whom to ask for a change, instead of how to type a number nobody can type any more.
    expect(field()).toHaveAccessibleDescription(
      'Submitted. To change it, please message our travel team (below).',
    );
  });

  it('says whom to ask for a change of a submitted number without pointing below when the contact is off', async () => {
    setup({ agent_enabled: false }, 'completed');
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    expect(field()).toHaveAccessibleDescription(
      'Submitted. To change it, please message our travel team.',
    );
  });

  describe('unsaved-changes dialog', () => {
    async function openWithEdit() {
      const user = userEvent.setup();
      const result = setup();
      await editTo(user, '+4915123456789');
      await user.click(screen.getByRole('button', { name: 'Submit WhatsApp Registration' }));
      const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
      return { user, dialog, ...result };
    }

    it('Cancel closes it and keeps the edit', async () => {
      const { user, dialog } = await openWithEdit();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(field()).toHaveValue('+4915123456789');
      expect(requests.filter((call) => call.method === 'PATCH')).toEqual([]);
    });

    it('Discard & Submit submits the previously saved number', async () => {
      const { user, dialog } = await openWithEdit();
      await user.click(within(dialog).getByRole('button', { name: 'Discard & Submit' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm Submission' });
      // The page behind the dialog is aria-hidden: read the field by id.
      expect(document.getElementById('whatsapp-number')).toHaveValue('+819012345678');
      await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent(SUBMIT)).toEqual([{ whats_app_status: 'completed' }]));
      expect(sent(UPDATE)).toEqual([]);
    });

    it('with no number saved yet offers no Discard & Submit, and keeps what was typed', async () => {
      const user = userEvent.setup();
      setup({ whats_app_number: null });
      await editTo(user, '+4915123456789');
      await user.click(screen.getByRole('button', { name: 'Submit WhatsApp Registration' }));
      const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
      expect(dialog).toHaveTextContent('You have not saved your WhatsApp number yet.');
      expect(within(dialog).queryByRole('button', { name: 'Discard & Submit' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Save & Submit' }));
      await screen.findByRole('dialog', { name: 'Confirm Submission' });
      expect(sent(UPDATE)).toEqual([{ whats_app_number: '+4915123456789' }]);
    });

    it('Save & Submit saves the new number first, then submits', async () => {
      const { user, dialog } = await openWithEdit();
      await user.click(within(dialog).getByRole('button', { name: 'Save & Submit' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm Submission' });
      expect(sent(UPDATE)).toEqual([{ whats_app_number: '+4915123456789' }]);
      await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(requests.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(
          ['/portal/whats_app/update', '/portal/whats_app/submit'],
        ),
      );
    });
  });

  it('restores an unsaved number after a remount (reload or re-login)', async () => {
    const user = userEvent.setup();
    const { view } = setup();
    await editTo(user, '+4915123');
    view.unmount();

    setup();
    await screen.findByRole('heading', { level: 1, name: 'WhatsApp Registration' });
    expect(field()).toHaveValue('+4915123');
    expect(field()).not.toHaveAttribute('readonly');
    expect(screen.getByText(/We kept the number you had not saved yet/)).toBeInTheDocument();
  });
});
