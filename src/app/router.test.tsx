import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loginSucceeded } from '../api/session';
import { portalApi } from '../api/portalApi';
import { TASK_RESPONSES } from '../api/responseFields';
import { http, HttpResponse } from 'msw';
import { TEST_CONFIG } from '../test/renderWithStore';
import {
  apiUrl,
  expireSessions,
  requests,
  reservation,
  server,
  signIn as sandboxSession,
} from '../test/sandbox';
import { prefetchPageData } from './router';
import { attachPortalApi, createAppStore } from './store';
import { renderApp } from '../test/renderApp';

/** Below the `lg` width (jsdom has no media queries) the menu is a drawer behind its button. */
async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

async function signIn(email = 'emma.walker@example.com', reservationNumber = 'KX-1001') {
  await userEvent.type(await screen.findByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/Reservation number/), reservationNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}
const signInAsOlivia = () => signIn('olivia.brown@example.com', 'KX-3003');
const signInAsEmma = () => signIn();

async function logout() {
  const [button] = await screen.findAllByRole('button', { name: 'Logout' }, { timeout: 5000 });
  await userEvent.click(button!);
}

describe('routing, guard and session', () => {
  it('sends a visitor without a session to login, carrying the page they came from', async () => {
    const { history } = renderApp('/meals');
    expect(await screen.findByRole('heading', { name: 'Guest Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ from: '/meals' });
  });

  it('after login brings the guest back to where the guard stopped them', async () => {
    const { history } = renderApp('/passports');
    await signIn();
    await waitFor(() => expect(history.location.pathname).toBe('/passports'));
  });

  it('a successful login from the login page goes to the dashboard', async () => {
    const { history } = renderApp('/login');
    await signIn();
    // The shell's code is a lazy import: its first transform in this run can take seconds.
    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('a 401 on any call goes to login with the originating location, keeping the session', async () => {
    window.location.hash = '#/dashboard';
    server.use(
      http.get(apiUrl('/portal'), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { history, store } = renderApp('/dashboard', { storedSession: true });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({ from: '/dashboard', userId: '1001' });
    expect(store.getState().session.token).toBe('stored-token');
  });

  it.each([
    ['the next guest', signInAsOlivia],
    ['the same guest', signInAsEmma],
  ])(
    'after a logout, %s signing in starts on the dashboard, not the last page',
    async (_, again) => {
      const { history } = renderApp('/whatsapp', { storedSession: true });
      await logout();
      await waitFor(() => expect(history.location.pathname).toBe('/login'));
      await again();
      await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    },
  );

  it('a deep link opened after a logout is still returned to', async () => {
    const { history } = renderApp('/whatsapp', { storedSession: true });
    await logout();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    act(() => history.push('/payments'));
    await waitFor(() => expect(history.location.state).toEqual({ from: '/payments' }));
    await signInAsOlivia();
    await waitFor(() => expect(history.location.pathname).toBe('/payments'));
  });

  it.each([
    ['another guest starts on the dashboard', signInAsOlivia, '/dashboard'],
    ['the same guest returns to the page', signInAsEmma, '/whatsapp'],
  ])('after a session expiry, %s', async (_, again, landing) => {
    const { history } = renderApp('/whatsapp', { storedSession: true });
    await screen.findByRole('heading', { name: 'WhatsApp Registration' }, { timeout: 5000 });
    expireSessions();
    // The 401 reads where the guest is from the address bar, as in the hash-routed portal; the
    // next call (a status refresh) gets it.
    window.location.hash = '#/whatsapp';
    act(() => {
      window.dispatchEvent(
        new CustomEvent('portalStatusUpdated', { detail: { key: 'meals', status: 'processing' } }),
      );
    });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    await again();
    await waitFor(() => expect(history.location.pathname).toBe(landing));
  });

  it('logout clears the session and goes to login', async () => {
    const { history } = renderApp('/dashboard', { storedSession: true });
    const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('the side menu shows each task status and refreshes one key on an external portalStatusUpdated event', async () => {
    const { statuses } = reservation();
    Object.assign(statuses, { meals: 'uncomplete', docusign: 'completed', flights: 'processing' });
    const { store } = renderApp('/dashboard', { storedSession: true });
    const menu = await openMenu();
    expect(
      await within(menu).findByRole('link', { name: 'Meal Requests (Action required)' }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: 'DocuSign Agreement (Completed)' }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: 'Flight Info (Under review)' }),
    ).toBeInTheDocument();

    statuses.meals = 'processing';
    const mealCalls = () => requests.filter((call) => call.path === '/portal/meal_requests').length;
    const before = mealCalls();
    const docusignBefore = requests.filter((call) => call.path === '/portal/docusign').length;
    act(() => {
      window.dispatchEvent(
        new CustomEvent('portalStatusUpdated', { detail: { key: 'meals', status: 'processing' } }),
      );
    });
    expect(
      await within(menu).findByRole('link', { name: 'Meal Requests (Under review)' }),
    ).toBeInTheDocument();
    expect(mealCalls()).toBe(before + 1);
    expect(requests.filter((call) => call.path === '/portal/docusign').length).toBe(docusignBefore);
    expect(store.getState().session.token).toBe('stored-token');
  });

  it('ignores a malformed portalStatusUpdated event', async () => {
    renderApp('/dashboard', { storedSession: true });
    await within(await openMenu()).findByRole('link', { name: 'Meal Requests (Action required)' });
    const count = requests.length;
    act(() => {
      window.dispatchEvent(new CustomEvent('portalStatusUpdated', { detail: { key: 'nope' } }));
      window.dispatchEvent(new CustomEvent('portalStatusUpdated', { detail: 'meals' }));
    });
    expect(requests.length).toBe(count);
  });
});

describe('document titles', () => {
  it('names the login page', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Guest Login' });
    await waitFor(() => expect(document.title).toBe('Guest Login · Guest Portal'));
  });

  it('names each signed-in page as the menu does, and an unknown address as not found', async () => {
    reservation().invoices = [];
    const { history } = renderApp('/no-such-page', { storedSession: true });
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Guest Portal');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '#/dashboard',
    );
    act(() => history.push('/whatsapp'));
    await waitFor(() => expect(document.title).toBe('WhatsApp Account · Guest Portal'), {
      timeout: 5000,
    });
  });
});

describe('the side menu for the width', () => {
  it('is fixed beside the page from the lg width, with no menu button', async () => {
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
    renderApp('/dashboard', { storedSession: true });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: /^Meal Requests/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('is a drawer on a narrower screen: not built until the guest opens it', async () => {
    renderApp('/dashboard', { storedSession: true });
    await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(await openMenu()).toBeInTheDocument();
  });
});

describe('the first screen of a returning guest', () => {
  async function callsPrefetchedFor(hash: string) {
    const store = createAppStore(TEST_CONFIG);
    store.dispatch(loginSucceeded(sandboxSession()));
    attachPortalApi(store, portalApi);
    prefetchPageData(hash, portalApi, store.dispatch);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    return requests.map((call) => `${call.method} ${call.path}`);
  }

  const MENU_STATUS_CALLS = [
    ...Object.values(TASK_RESPONSES).map((task) => task.route),
    'GET /portal/invoices',
  ].sort();

  it('asks for the dashboard data (profile, every task status, the invoices) before the first render, the profile first', async () => {
    const calls = await callsPrefetchedFor('#/dashboard');
    expect(calls[0]).toBe('GET /portal');
    expect([...calls].sort()).toEqual(['GET /portal', ...MENU_STATUS_CALLS].sort());
  });

  it('settles once every answer of the first screen is in, so the first render can wait for them', async () => {
    const store = createAppStore(TEST_CONFIG);
    store.dispatch(loginSucceeded(sandboxSession()));
    attachPortalApi(store, portalApi);
    await prefetchPageData('#/dashboard', portalApi, store.dispatch);
    const queries = Object.values(store.getState().api?.queries ?? {});
    expect(queries).toHaveLength(8);
    expect(queries.map((query) => query?.status)).toEqual(Array(8).fill('fulfilled'));
  });

  it('asks for the menu statuses and invoices on a task page, and for nothing on an unknown address', async () => {
    expect((await callsPrefetchedFor('#/meals')).sort()).toEqual(MENU_STATUS_CALLS);
    requests.length = 0;
    const store = createAppStore(TEST_CONFIG);
    attachPortalApi(store, portalApi);
    prefetchPageData('#/nowhere', portalApi, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
