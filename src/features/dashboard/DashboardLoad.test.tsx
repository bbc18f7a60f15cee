import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, server } from '../../test/sandbox';
import { TASKS } from '../../domain/tasks';
import DashboardPage from './DashboardPage';

const renderDashboard = () => renderWithStore(<DashboardPage />, { path: '/dashboard' });

describe('dashboard while it loads, and on each device', () => {
  it('says no count until every status is in, and reads out the true one once', async () => {
    const r = reservation();
    Object.assign(r.statuses, { docusign: 'completed', flights: 'preprocessing' });
    r.invoices = [];
    let releaseMeals: () => void = () => undefined;
    // Holds the meal status until released, then lets the sandbox answer (no return: next handler).
    server.use(
      http.get(
        apiUrl('/portal/meal_requests'),
        () => new Promise<void>((resolve) => (releaseMeals = resolve)),
      ),
    );
    const { container } = renderDashboard();
    const flights = await screen.findByRole('article', { name: 'Flight Information' });
    await within(flights).findByText('Status: preprocessing');
    // Every status in but one: no figure yet, neither said nor drawn.
    expect(screen.getByText('Loading progress...')).toBeInTheDocument();
    expect(screen.queryByText(/ done ·/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent(/^$/);
    // The cards are content, not news: none of them is a live region.
    screen.getAllByRole('article').forEach((card) => {
      expect(within(card).queryByRole('status')).toBeNull();
    });

    releaseMeals();
    expect(
      await screen.findByText(
        `1 of ${TASKS.length} done · 1 confirmed by our team · 1 opens later`,
      ),
    ).toBe(live);
    expect(screen.queryByText('Loading progress...')).toBeNull();
  });

  it('mentions the webcam only on a device that offers it', async () => {
    const { unmount } = renderDashboard();
    const passports = await screen.findByRole('article', { name: 'Passport Upload' });
    expect(passports).toHaveTextContent('Upload a clear photo of the photo page of each passport.');
    expect(passports).not.toHaveTextContent(/webcam/);
    unmount();

    // A desktop (fine pointer) with a camera plugged in.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: fine)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(new Error('not asked')),
        enumerateDevices: () => Promise.resolve([{ kind: 'videoinput' }]),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    try {
      renderDashboard();
      const withCamera = await screen.findByRole('article', { name: 'Passport Upload' });
      await waitFor(() =>
        expect(withCamera).toHaveTextContent('You can also take one with your webcam.'),
      );
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
