import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageLoad, type PageQuery } from './PageLoad';

function renderPage(query: PageQuery<string>) {
  // The failure page keeps its header, with the link back to the dashboard.
  return render(
    <MemoryRouter>
      <PageLoad task="meals" query={query}>
        {(data) => <p>{data}</p>}
      </PageLoad>
    </MemoryRouter>,
  );
}

describe('PageLoad', () => {
  it('keeps the loaded page after a failed reload, with a notice and Try again', async () => {
    const refetch = vi.fn();
    renderPage({
      data: 'Loaded meals',
      error: { status: 500 },
      isLoading: false,
      isFetching: false,
      refetch,
    });
    expect(screen.getByText('Loaded meals')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what the guest typed on the page when a reload fails (the page is not mounted again)', async () => {
    function Typed({ data }: { data: string }) {
      const [text, setText] = useState('');
      return (
        <label>
          {data}
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      );
    }
    const loaded = { data: 'Meals', isLoading: false, isFetching: false, refetch: vi.fn() };
    const page = (query: PageQuery<string>) => (
      <PageLoad task="meals" query={query}>
        {(data) => <Typed data={data} />}
      </PageLoad>
    );
    const { rerender } = render(page(loaded));
    await userEvent.type(screen.getByRole('textbox', { name: 'Meals' }), 'No mushrooms');
    rerender(page({ ...loaded, error: { status: 'FETCH_ERROR' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh');
    expect(screen.getByRole('textbox', { name: 'Meals' })).toHaveValue('No mushrooms');
    rerender(page(loaded));
    expect(screen.getByRole('textbox', { name: 'Meals' })).toHaveValue('No mushrooms');
  });

  it('shows "Unable to load" when nothing has loaded', () => {
    renderPage({ error: { status: 500 }, isLoading: false, isFetching: false, refetch: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to load. Failed to load meal requests.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Meal Requests Registration',
    );
  });
});
