import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { Reservation } from '../../../mock-server/types';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, requests, reservation, server } from '../../test/sandbox';
import { TASKS } from '../../domain/tasks';
import DashboardPage from './DashboardPage';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

const renderDashboard = () => renderWithStore(<DashboardPage />, { path: '/dashboard' });

/** The fresh guest (KX-1001) with these task statuses. */
const withStatuses = (statuses: Partial<Reservation['statuses']>): Reservation => {
  const r = reservation();
  Object.assign(r.statuses, statuses);
  return r;
};

const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('dashboard', () => {
  it.each(['America/Los_Angeles', 'Asia/Tokyo', 'UTC'])(
    'shows the guest profile with calendar dates right in %s',
    async (timeZone) => {
      process.env.TZ = timeZone;
      renderDashboard();
      expect(await screen.findByText('Ms. Walker Jane Emma')).toBeInTheDocument();
      // The spec's name order, said: a guest took "Walker Jane Emma" for a wrong booking name.
      expect(row('Primary Passenger')).toBe(
        'Ms. Walker Jane EmmaLast name, middle name, first name',
      );
      expect(row('Your Tour')).toBe('Classic Japan: Tokyo, Kyoto & Osaka');
      expect(row('Tour Length (days)')).toBe('12');
      expect(row('Tour Starts')).toBe('04/10/2027 (April 10)');
      expect(row('Tour Ends')).toBe('04/21/2027 (April 21)');
      expect(row('Reservation Number')).toBe('KX-1001');
    },
  );

  it('shows dashes for a tour without dates', async () => {
    Object.assign(reservation().profile, { departure_date: null, length: null });
    renderDashboard();
    await screen.findByText('Ms. Walker Jane Emma');
    expect(row('Tour Starts')).toBe('-');
    expect(row('Tour Ends')).toBe('-');
  });

  it('shows "Unable to load." with the message when the profile fails', async () => {
    server.use(
      http.get(apiUrl('/portal'), () =>
        HttpResponse.json({ message: 'Profile service is down.' }, { status: 500 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Profile service is down.')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to load.').length).toBeGreaterThan(0);
  });

  it('falls back to "Failed to load profile." when a failure has no message', async () => {
    server.use(http.get(apiUrl('/portal'), () => new HttpResponse(null, { status: 502 })));
    renderDashboard();
    expect(await screen.findByText('Failed to load profile.')).toBeInTheDocument();
  });

  it('shows "No profile information available." for an empty profile response', async () => {
    server.use(http.get(apiUrl('/portal'), () => new HttpResponse(null, { status: 200 })));
    renderDashboard();
    expect(await screen.findByText('No profile information available.')).toBeInTheDocument();
  });

  it('says on the passport card how many travellers have no passport, until it is completed', async () => {
    const family = (passports: string) => {
      const r = withStatuses({ passports });
      const [emma] = r.passengers;
      if (!emma) throw new Error('KX-1001 has passengers');
      r.passengers = ['Emma', 'Daniel', 'Lily', 'Sam'].map((firstname, i) => ({
        ...emma,
        id: i + 1,
        firstname,
      }));
      r.customerDocuments = [
        { id: 1, path: '/p/1.jpg', title: 'passport-emma-walker.jpg', mime_type: 'image/jpeg' },
        { id: 2, path: '/p/2.jpg', title: 'passport-lily-walker.jpg', mime_type: 'image/jpeg' },
        { id: 3, path: '/p/3.jpg', title: 'IMG_0042.jpg', mime_type: 'image/jpeg' },
      ];
    };
    family('uncomplete');
    const view = renderDashboard();
    const card = await screen.findByRole('article', { name: 'Passport Upload' });
    expect(await within(card).findByText('2 of 4 travellers have no passport yet.')).toBeVisible();
    view.unmount();

    // Submitted without them: their passports are still owed, so the card keeps saying so.
    family('processing');
    const submitted = renderDashboard();
    const sent = await screen.findByRole('article', { name: 'Passport Upload' });
    await within(sent).findByText(STATUS_MESSAGES.passports.processing?.header ?? '');
    expect(await within(sent).findByText('2 of 4 travellers have no passport yet.')).toBeVisible();
    submitted.unmount();

    family('completed');
    renderDashboard();
    const done = await screen.findByRole('article', { name: 'Passport Upload' });
    await within(done).findByText(STATUS_MESSAGES.passports.completed?.header ?? '');
    expect(within(done).queryByText(/no passport yet/)).toBeNull();
  });

  it('says only the confirm is left once every traveller has a passport and the task is open', async () => {
    withStatuses({ passports: 'uncomplete' }).customerDocuments = [
      { id: 1, path: '/p/1.jpg', title: 'passport-emma-walker.jpg', mime_type: 'image/jpeg' },
      { id: 2, path: '/p/2.jpg', title: 'passport-daniel-walker.jpg', mime_type: 'image/jpeg' },
    ];
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Passport Upload' });
    const line = await within(card).findByText(
      (_text, element) =>
        element?.tagName === 'P' &&
        element.textContent ===
          'Every traveller has a passport uploaded (2 of 2). One step left: open the task and confirm them.',
    );
    expect(line).toBeVisible();
    // Read before the server's message, which still asks for uploads until the confirm.
    const banner = await within(card).findByText(
      STATUS_MESSAGES.passports.uncomplete?.header ?? '',
    );
    expect(line.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a card per task with the server status message, else "Status: …"', async () => {
    // The sandbox has no message for flights in preprocessing.
    withStatuses({ flights: 'preprocessing' });
    renderDashboard();
    const docusign = await screen.findByRole('article', { name: 'DocuSign' });
    const signing = STATUS_MESSAGES.docusign.uncomplete;
    expect(await within(docusign).findByText(signing?.header ?? '')).toBeInTheDocument();
    expect(within(docusign).getByText(signing?.body ?? '')).toBeInTheDocument();
    const flights = screen.getByRole('article', { name: 'Flight Information' });
    expect(await within(flights).findByText('Status: preprocessing')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(TASKS.length);
    expect(within(flights).getByRole('link', { name: 'Open Flight Information' })).toHaveAttribute(
      'href',
      '#/flights',
    );
  });

  it('shows "Not available." when a task has no status and "Unable to load." with the message on failure', async () => {
    withStatuses({ whatsapp: '' });
    server.use(
      http.get(apiUrl('/portal/meal_requests'), () => new HttpResponse(null, { status: 503 })),
    );
    renderDashboard();
    const whatsapp = await screen.findByRole('article', { name: 'WhatsApp Registration' });
    expect(await within(whatsapp).findByText('Not available.')).toBeInTheDocument();
    const meals = screen.getByRole('article', { name: 'Meal Request' });
    expect(await within(meals).findByText('Failed to load.')).toBeInTheDocument();
  });

  it('colours card alerts by status', async () => {
    withStatuses({ docusign: 'completed', meals: 'processing', passports: 'preprocessing' });
    renderDashboard();
    await screen.findByText(STATUS_MESSAGES.docusign.completed?.header ?? '');
    const alertIn = (name: string) =>
      within(screen.getByRole('article', { name })).getByTestId('task-status-banner');
    await waitFor(() => expect(alertIn('Meal Request')).toHaveClass('MuiAlert-colorPrimary'));
    expect(alertIn('DocuSign')).toHaveClass('MuiAlert-colorSuccess');
    expect(alertIn('Passport Upload')).toHaveClass('MuiAlert-colorInfo');
    expect(alertIn('Flight Information')).toHaveClass('MuiAlert-colorWarning');
  });

  it('counts submitted and completed tasks as done, how many the team confirmed, and apart the ones it still prepares', async () => {
    withStatuses({
      docusign: 'completed',
      whatsapp: 'complete',
      meals: 'processing',
      flights: 'preprocessing',
    }).invoices = [];
    renderDashboard();
    expect(
      await screen.findByText(
        `3 of ${TASKS.length} done · 2 confirmed by our team · 1 opens later`,
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', {
      name: `3 of ${TASKS.length} done · 2 confirmed by our team · 1 opens later`,
    });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((3 / TASKS.length) * 100)));
  });

  it('shows an empty progress bar on a grey track when nothing is done', async () => {
    reservation().invoices = [];
    renderDashboard();
    expect(
      await screen.findByText(`0 of ${TASKS.length} done · 0 confirmed by our team`),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    // A grey track, not the success colour's pale green one, which reads as a full bar.
    expect(getComputedStyle(bar).backgroundColor).toBe('rgb(224, 224, 224)');
  });

  it('shows the outstanding balance over the unpaid invoices with a link to pay', async () => {
    Object.assign(reservation(), {
      wrapInvoices: true,
      invoices: [
        { id: 1, title: 'Deposit', grand_total: 2500, receipt_total: 1000.5, status_id: 2 },
        { id: 2, title: 'Balance', grand_total: 4000, receipt_total: 0, status_id: 2 },
        { id: 3, title: 'Visa', grand_total: 300, receipt_total: 0, status_id: 3 },
      ],
    });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Outstanding balance' });
    expect(await within(section).findByText('$5,499.50')).toBeInTheDocument();
    expect(within(section).getByText('2 invoices unpaid')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See invoices' })).toHaveAttribute(
      'href',
      '#/payments',
    );
  });

  it('says there is nothing to pay once every invoice is paid', async () => {
    reservation().invoices = [
      { id: 3, title: 'Visa', grand_total: 300, receipt_total: 300, status_id: 3 },
    ];
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Outstanding balance' });
    expect(await within(section).findByText(/^Nothing left to pay\./)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'See invoices' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'See your paid invoices' })).toHaveAttribute(
      'href',
      '#/payments',
    );
  });

  it('with no invoice yet, says so and sends nobody to an empty invoice list', async () => {
    reservation().invoices = [];
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Outstanding balance' });
    expect(await within(section).findByText('No invoices yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('points to Payments when the balance cannot be loaded', async () => {
    server.use(http.get(apiUrl('/portal/invoices'), () => new HttpResponse(null, { status: 500 })));
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Outstanding balance' });
    expect(await within(section).findByText(/could not load your balance/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '#/payments',
    );
  });

  it('Refresh reloads profile, statuses and the balance', async () => {
    renderDashboard();
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    const callsTo = (path: string) => requests.filter((call) => call.path === path).length;
    const before = [callsTo('/portal'), callsTo('/portal/invoices')];
    await userEvent.click(refresh);
    await waitFor(() =>
      expect([callsTo('/portal'), callsTo('/portal/invoices')]).toEqual(
        before.map((calls) => calls + 1),
      ),
    );
  });

  it('keeps each card and status showing while Refresh fetches, with Refresh disabled until done', async () => {
    let release: () => void = () => undefined;
    let refreshing = false;
    // Holds the refetch until released, then lets the sandbox answer (no return: next handler).
    server.use(
      http.get(apiUrl('/portal/meal_requests'), async () => {
        if (refreshing) await new Promise<void>((resolve) => (release = resolve));
      }),
    );
    renderDashboard();
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    const meals = screen.getByRole('article', { name: 'Meal Request' });
    const shown = meals.textContent;

    refreshing = true;
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('article', { name: 'Meal Request' }).textContent).toBe(shown);

    release();
    await waitFor(() => expect(refresh).toBeEnabled());
  });
});
