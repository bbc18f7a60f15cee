import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithStore } from '../../test/renderWithStore';
import { profileAnswer, statusMessages, taskAnswers } from '../../test/fixtures';
import DashboardPage from './DashboardPage';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

const renderDashboard = () => renderWithStore(<DashboardPage />, { path: '/dashboard' });

const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('dashboard', () => {
  it.each(['America/Los_Angeles', 'Asia/Tokyo', 'UTC'])(
    'shows the guest profile with calendar dates right in %s',
    async (timeZone) => {
      process.env.TZ = timeZone;
      fakeApi(taskAnswers());
      renderDashboard();
      expect(await screen.findByText('Ms. Walker Jane Emma')).toBeInTheDocument();
      expect(row('Your Tour')).toBe('Classic Japan: Tokyo, Kyoto & Osaka');
      expect(row('Tour Length (days)')).toBe('12');
      expect(row('Tour Starts')).toBe('04/10/2026');
      expect(row('Tour Ends')).toBe('04/21/2026');
      expect(row('Reservation Number')).toBe('KX-1001');
    },
  );

  it('shows dashes for a tour without dates', async () => {
    fakeApi({
      ...taskAnswers(),
      'GET /portal': { body: { ...profileAnswer, departure_date: null, length: null } },
    });
    renderDashboard();
    await screen.findByText('Ms. Walker Jane Emma');
    expect(row('Tour Starts')).toBe('-');
    expect(row('Tour Ends')).toBe('-');
  });

  it('shows "Unable to load." with the message when the profile fails', async () => {
    fakeApi({
      ...taskAnswers(),
      'GET /portal': { status: 500, body: { message: 'Profile service is down.' } },
    });
    renderDashboard();
    expect(await screen.findByText('Profile service is down.')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to load.').length).toBeGreaterThan(0);
  });

  it('falls back to "Failed to load profile." when a failure has no message', async () => {
    fakeApi({ ...taskAnswers(), 'GET /portal': { status: 502 } });
    renderDashboard();
    expect(await screen.findByText('Failed to load profile.')).toBeInTheDocument();
  });

  it('shows "No profile information available." for an empty profile answer', async () => {
    fakeApi({ ...taskAnswers(), 'GET /portal': { status: 200 } });
    renderDashboard();
    expect(await screen.findByText('No profile information available.')).toBeInTheDocument();
  });

  it('shows six task cards with the server status message, else "Status: …"', async () => {
    fakeApi(taskAnswers({ flights: 'processing' }));
    renderDashboard();
    const docusign = await screen.findByRole('article', { name: 'DocuSign' });
    expect(await within(docusign).findByText('Signature needed')).toBeInTheDocument();
    expect(within(docusign).getByText('Please sign your agreement.')).toBeInTheDocument();
    const flights = screen.getByRole('article', { name: 'Flight Information' });
    expect(await within(flights).findByText('Status: processing')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(flights).getByRole('link', { name: 'Open Flight Information' })).toHaveAttribute(
      'href',
      '#/flights',
    );
  });

  it('shows "Not available." when a task has no status and "Unable to load." with the message on failure', async () => {
    const answers = taskAnswers();
    fakeApi({
      ...answers,
      'GET /portal/whats_app': { body: { ...answers['GET /portal/whats_app'].body, status: '' } },
      'GET /portal/meal_requests': { status: 503 },
    });
    renderDashboard();
    const whatsapp = await screen.findByRole('article', { name: 'WhatsApp Registration' });
    expect(await within(whatsapp).findByText('Not available.')).toBeInTheDocument();
    const meals = screen.getByRole('article', { name: 'Meal Request' });
    expect(await within(meals).findByText('Failed to load.')).toBeInTheDocument();
  });

  it('colours card alerts by status', async () => {
    const answers = taskAnswers({
      docusign: 'completed',
      meals: 'processing',
      passports: 'preprocessing',
    });
    fakeApi({
      ...answers,
      'GET /portal/docusign': {
        body: {
          ...answers['GET /portal/docusign'].body,
          statusMessages: statusMessages('completed', 'Signed', 'Thanks'),
        },
      },
    });
    renderDashboard();
    await screen.findByText('Signed');
    const alertIn = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('status');
    await waitFor(() => expect(alertIn('Meal Request')).toHaveClass('MuiAlert-colorPrimary'));
    expect(alertIn('DocuSign')).toHaveClass('MuiAlert-colorSuccess');
    expect(alertIn('Passport Upload')).toHaveClass('MuiAlert-colorInfo');
    expect(alertIn('Flight Information')).toHaveClass('MuiAlert-colorWarning');
  });

  it('summarises progress as "N of 6 tasks completed"', async () => {
    fakeApi(taskAnswers({ docusign: 'completed', whatsapp: 'complete' }));
    renderDashboard();
    expect(await screen.findByText('2 of 6 tasks completed')).toBeInTheDocument();
  });

  it('Refresh reloads profile and statuses', async () => {
    const api = fakeApi(taskAnswers());
    renderDashboard();
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled());
    const profileCalls = () => api.calls.filter((call) => call.path === '/portal').length;
    const before = profileCalls();
    await userEvent.click(refresh);
    await waitFor(() => expect(profileCalls()).toBe(before + 1));
  });
});
