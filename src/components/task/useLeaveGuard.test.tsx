import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router-dom';
import { renderWithStore } from '../../test/renderWithStore';
import { useLeaveGuard } from './useLeaveGuard';

function Page({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <div>
      <Link to="/other">Go elsewhere</Link>
      <Link to="/login">Sign in again</Link>
      {guard}
    </div>
  );
}

const routes = [
  { path: '/other', element: <p>Other page</p> },
  { path: '/login', element: <p>Login page</p> },
];

describe('useLeaveGuard', () => {
  it('asks before leaving with unsaved edits; Stay keeps the page, Leave goes', async () => {
    renderWithStore(<Page dirty />, { path: '/meals', routes });
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('lets the guest go without edits, and never holds the way to login', async () => {
    renderWithStore(<Page dirty />, { path: '/meals', routes });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('does not ask when nothing is unsaved', async () => {
    renderWithStore(<Page dirty={false} />, { path: '/meals', routes });
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });
});
