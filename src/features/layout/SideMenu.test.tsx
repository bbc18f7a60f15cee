import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Invoice } from '../../../mock-server/types';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, server } from '../../test/sandbox';
import { taskOf } from '../../domain/tasks';
import { SideMenu } from './SideMenu';

const invoice = (id: number, status_id: number, receipt_total = 0): Invoice => ({
  id,
  title: `Invoice ${id}`,
  grand_total: 1000,
  receipt_total,
  status_id,
});

function setup(invoices: Invoice[]) {
  Object.assign(reservation(), { invoices, wrapInvoices: true });
  renderWithStore(<SideMenu />, { path: '/dashboard' });
}

describe('side menu', () => {
  it('badges Payments with the number of unpaid invoices', async () => {
    setup([invoice(1, 2), invoice(2, 2, 400), invoice(3, 3, 1000)]);
    const link = await screen.findByRole('link', { name: 'Payments (2 unpaid)' });
    expect(link.querySelector('.MuiBadge-badge')).toHaveTextContent('2');
    expect(link.querySelector('.MuiBadge-badge')).not.toHaveClass('MuiBadge-invisible');
  });

  it('shows no badge once every invoice is paid', async () => {
    setup([invoice(1, 3, 1000), invoice(2, 4, 1000)]);
    const link = await screen.findByRole('link', { name: 'Payments' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link).toHaveAccessibleName('Payments');
    expect(link.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  });

  it('names each task link with its state; a task the team still prepares is not "under review"', async () => {
    Object.assign(reservation().statuses, {
      axusapp: 'preprocessing',
      flights: 'processing',
      docusign: 'completed',
    });
    setup([]);
    const links = await screen.findByRole('list', { name: 'Pre-trip tasks' });
    expect(
      await within(links).findByRole('link', {
        name: /\(Opens later: our team is preparing it\)$/,
      }),
    ).toHaveAccessibleName(
      `${taskOf('axusapp').menuLabel} (Opens later: our team is preparing it)`,
    );
    // Said on screen too, under the name, beside a tick of its own (not the review's), which the
    // legend explains.
    const preparing = within(links).getByRole('link', {
      name: /\(Opens later: our team is preparing it\)$/,
    });
    expect(
      within(preparing).getByText('Opens later: our team is preparing it', { ignore: 'title' }),
    ).toBeVisible();
    const flightsLink = within(links).getByRole('link', {
      name: `${taskOf('flights').menuLabel} (Under review)`,
    });
    const iconOf = (link: HTMLElement) => link.querySelector('svg')?.getAttribute('data-testid');
    expect(iconOf(preparing)).not.toBe(iconOf(flightsLink));
    const legend = screen.getByRole('list', { name: 'Status legend' });
    const legendRow = within(legend).getByText('Opens later').closest('li');
    expect(legendRow).toHaveTextContent('Opens later (our team is preparing it)');
    expect(legendRow?.querySelector('svg')?.getAttribute('data-testid')).toBe(iconOf(preparing));
    expect(
      within(
        within(links).getByRole('link', { name: `${taskOf('flights').menuLabel} (Under review)` }),
      ).queryByText('Opens later: our team is preparing it', { ignore: 'title' }),
    ).toBeNull();
    expect(
      within(links).getByRole('link', { name: `${taskOf('flights').menuLabel} (Under review)` }),
    ).toBeInTheDocument();
    expect(
      within(links).getByRole('link', { name: `${taskOf('docusign').menuLabel} (Completed)` }),
    ).toBeInTheDocument();
    expect(
      within(links).getByRole('link', { name: `${taskOf('meals').menuLabel} (Action required)` }),
    ).toBeInTheDocument();
  });

  it('heads the legend "Todo", as written', async () => {
    setup([]);
    const heading = await screen.findByRole('heading', { name: 'Todo' });
    expect(getComputedStyle(heading).textTransform).toBe('none');
    const legend = screen.getByRole('list', { name: 'Status legend' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(4);
  });

  it('counts around a null entry and reads status_id "2" as 2, the menu intact', async () => {
    // Not a list the sandbox can hold: the body is served as written.
    const hostile = [null, invoice(1, 2), { ...invoice(2, 2), status_id: '2' }, 'x'];
    server.use(http.get(apiUrl('/portal/invoices'), () => HttpResponse.json(hostile)));
    renderWithStore(<SideMenu />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Payments (2 unpaid)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Dashboard/ })).toBeInTheDocument();
  });

  it('shows no badge, not a crash, when the invoices response cannot be read', async () => {
    server.use(
      http.get(apiUrl('/portal/invoices'), () => HttpResponse.json({ data: [invoice(1, 2)] })),
    );
    renderWithStore(<SideMenu />, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: 'Payments' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link).toHaveAccessibleName('Payments');
  });
});
