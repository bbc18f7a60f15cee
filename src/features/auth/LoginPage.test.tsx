import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/renderWithStore';
import { requests } from '../../test/sandbox';
import { authRequired, loggedOut } from '../../api/session';
import LoginPage, { ENDED_ELSEWHERE, SESSION_EXPIRED, SIGNED_OUT } from './LoginPage';

const renderLogin = () =>
  renderWithStore(<LoginPage />, {
    path: '/login',
    loggedIn: false,
    routes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
  });

async function fillAndSubmit(email = 'emma.walker@example.com', reservation = 'KX-1001') {
  if (email) await userEvent.type(screen.getByLabelText(/E-mail/), email);
  if (reservation) await userEvent.type(screen.getByLabelText(/Reservation number/), reservation);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** Signs in to a reservation the sandbox does not know: it rejects the login. */
async function rejectedLogin() {
  renderLogin();
  await fillAndSubmit('emma.walker@example.com', 'KX-9999');
}

describe('login page', () => {
  it('says why when the session ended in another tab, and only then', async () => {
    const { store } = renderLogin();
    expect(screen.queryByText(ENDED_ELSEWHERE)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut('elsewhere'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(ENDED_ELSEWHERE);
  });

  it('says the session ended after a 401, and that the guest signed out after their own logout', async () => {
    const { store } = renderLogin();
    act(() => {
      store.dispatch(authRequired('/meals'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SIGNED_OUT);
  });

  it('says nothing on a first visit', () => {
    renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('marks an invalid field and has it described by its message', async () => {
    renderLogin();
    await fillAndSubmit('not-an-email', '');
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    const reservation = screen.getByLabelText(/Reservation number/);
    expect(reservation).toHaveAttribute('aria-invalid', 'true');
    expect(reservation).toHaveAccessibleDescription('Please enter your reservation number.');
  });

  it('shows the title and subtitle', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Guest Login' })).toBeInTheDocument();
    expect(screen.getByText('Sign in with your reservation')).toBeInTheDocument();
  });

  it('requires both fields and a valid e-mail form, without calling the server', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your reservation number.')).toBeInTheDocument();
    await fillAndSubmit('not-an-email', '');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('signs in and goes to the dashboard', async () => {
    const { store } = renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(requests.map((call) => [call.path, call.body])).toEqual([
      ['/auth/customer_login', { email: 'emma.walker@example.com', reservationId: 'KX-1001' }],
    ]);
    expect(store.getState().session).toMatchObject({
      userId: '1001',
      userEmail: 'emma.walker@example.com',
    });
  });

  it('shows the server message in an alert beside the button', async () => {
    await rejectedLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid e-mail or reservation number.',
    );
  });

  it('shows "Authorization Error." when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authorization Error.');
  });

  it('shows a busy spinner on the button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: /Login/ });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Signing in')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ message: 'No.' }), { status: 400 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No.');
  });

  it('says where to find the reservation number', () => {
    renderLogin();
    expect(screen.getByLabelText(/Reservation number/)).toHaveAccessibleDescription(
      'Your reservation number is in your booking confirmation e-mail.',
    );
  });

  it('moves the focus to the first field to fix, and clears its message when edited', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'emma.walker@example.com');
    expect(screen.queryByText('Please enter your e-mail address.')).not.toBeInTheDocument();
    // The other field's message stays until that field is edited.
    expect(screen.getByText('Please enter your reservation number.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/Reservation number/)).toHaveFocus();
  });

  it('focuses the server message after a failed login and clears it when a field is edited', async () => {
    await rejectedLogin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Reservation number/), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
