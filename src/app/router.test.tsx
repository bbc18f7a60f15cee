import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/renderWithStore';
import { renderApp } from '../test/renderApp';
import { taskAnswers } from '../test/fixtures';

const loginAnswer = {
  'POST /auth/customer_login': {
    body: { token: 't', user_id: 1, user_email: 'e@example.com', message: 'ok', last_access: 'x' },
  },
};

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/E-mail/), 'emma.walker@example.com');
  await userEvent.type(screen.getByLabelText(/Reservation number/), 'KX-1001');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('routing, guard and session', () => {
  it('sends a visitor without a session to login, carrying the page they came from', async () => {
    fakeApi({});
    const { history } = renderApp('/meals');
    expect(await screen.findByRole('heading', { name: 'Guest Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ from: '/meals' });
  });

  it('after login brings the guest back to where the guard stopped them', async () => {
    fakeApi({ ...taskAnswers(), ...loginAnswer });
    const { history } = renderApp('/passports');
    await signIn();
    await waitFor(() => expect(history.location.pathname).toBe('/passports'));
  });

  it('a successful login from the login page goes to the dashboard', async () => {
    fakeApi({ ...taskAnswers(), ...loginAnswer });
    const { history } = renderApp('/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('a 401 on any call goes to login with the originating location, keeping the session', async () => {
    window.location.hash = '#/dashboard';
    fakeApi({
      ...taskAnswers(),
      'GET /portal': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const { history, store } = renderApp('/dashboard', { storedSession: true });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({ from: '/dashboard' });
    expect(store.getState().session.token).toBe('stored-token');
  });

  it('logout clears the session and goes to login', async () => {
    fakeApi(taskAnswers());
    const { history } = renderApp('/dashboard', { storedSession: true });
    const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('the side menu shows each task status and refreshes one key on an external portalStatusUpdated event', async () => {
    const answers = taskAnswers({
      meals: 'uncomplete',
      docusign: 'completed',
      flights: 'processing',
    });
    const api = fakeApi(answers);
    const { store } = renderApp('/dashboard', { storedSession: true });
    const menus = await screen.findAllByRole('navigation', { name: 'Main menu' });
    const menu = menus[menus.length - 1];
    expect(
      await within(menu).findByRole('link', { name: 'Meal Requests (Action required)' }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: 'DocuSign Agreement (Completed)' }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: 'Flight Info (Under review)' }),
    ).toBeInTheDocument();

    answers['GET /portal/meal_requests'].body.status = 'processing';
    const mealCalls = () =>
      api.calls.filter((call) => call.path === '/portal/meal_requests').length;
    const before = mealCalls();
    const docusignBefore = api.calls.filter((call) => call.path === '/portal/docusign').length;
    act(() => {
      window.dispatchEvent(
        new CustomEvent('portalStatusUpdated', { detail: { key: 'meals', status: 'processing' } }),
      );
    });
    expect(
      await within(menu).findByRole('link', { name: 'Meal Requests (Under review)' }),
    ).toBeInTheDocument();
    expect(mealCalls()).toBe(before + 1);
    expect(api.calls.filter((call) => call.path === '/portal/docusign').length).toBe(
      docusignBefore,
    );
    expect(store.getState().session.token).toBe('stored-token');
  });

  it('ignores a malformed portalStatusUpdated event', async () => {
    const api = fakeApi(taskAnswers());
    renderApp('/dashboard', { storedSession: true });
    await screen.findAllByRole('link', { name: 'Meal Requests (Action required)' });
    const count = api.calls.length;
    act(() => {
      window.dispatchEvent(new CustomEvent('portalStatusUpdated', { detail: { key: 'nope' } }));
      window.dispatchEvent(new CustomEvent('portalStatusUpdated', { detail: 'meals' }));
    });
    expect(api.calls.length).toBe(count);
  });
});
