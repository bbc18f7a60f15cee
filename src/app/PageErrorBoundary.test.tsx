import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken({ reason }: { reason: Error }): never {
  throw reason;
}

describe('PageErrorBoundary', () => {
  it('shows the error panel instead of a page that throws, and clears on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary resetKey="/meals">
        <Broken reason={new TypeError('x is undefined')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong on this pageYour saved information is safe. Please reload the page and try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    rerender(
      <PageErrorBoundary resetKey="/meals">
        <p>Meals page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <PageErrorBoundary resetKey="/dashboard">
        <p>Dashboard page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the guest to check the connection when a page’s code cannot be downloaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary resetKey="/payments">
        <Broken reason={new TypeError('Failed to fetch dynamically imported module')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The page could not be loaded. Please check your connection and try again.',
    );
  });

  it('offers Try again for code that could not be downloaded, and renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    function Page() {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return <p>Payments page</p>;
    }
    render(
      <PageErrorBoundary resetKey="/payments">
        <Page />
      </PageErrorBoundary>,
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Payments page')).toBeInTheDocument();
  });
});
