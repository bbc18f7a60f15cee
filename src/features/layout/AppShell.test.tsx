import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDraft } from '../../components/task/useDraft';
import { useLeaveGuard } from '../../components/task/useLeaveGuard';
import { renderWithStore } from '../../test/renderWithStore';
import { useTrueAfterATimer, whenTextShows } from '../../test/rightAfterTheCommit';
import AppShell from './AppShell';

/** A page whose guard holds while it has unsaved edits. */
function EditedPage({ dirty }: { dirty: boolean }) {
  return <>{useLeaveGuard(dirty)}</>;
}

/** A page whose edit comes from a timer's update (as a file read's), outside any tap or key. */
function PageEditedByATimer() {
  const dirty = useTrueAfterATimer();
  const leaveGuard = useLeaveGuard(dirty);
  return (
    <>
      {dirty ? <p>Unsaved edit</p> : null}
      {leaveGuard}
    </>
  );
}

function setup(dirty: boolean) {
  renderWithStore(
    <>
      <AppShell />
      <EditedPage dirty={dirty} />
    </>,
    { path: '/meals', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
}

describe('AppShell menu', () => {
  it('names the slide-in menu so a screen reader says what opened', async () => {
    setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
  });
});

describe('AppShell menu and Back', () => {
  it('Back with the menu open closes it and stays on the page; its links still lead on', async () => {
    const { history } = renderWithStore(<AppShell />, {
      path: '/meals',
      routes: [{ path: '/payments', element: <AppShell /> }],
    });
    act(() => history.push('/payments'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });

    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(history.location.pathname).toBe('/payments');
    await waitFor(() => expect(window.location.hash).toBe('#/payments'));

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: /^Meal Requests/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/meals'));
  });
});

describe('AppShell logout', () => {
  it('asks first while the page has unsaved edits; staying keeps the page and the session', async () => {
    setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('You have changes that are not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('asks first for an edit that showed just before the tap (a file read, not a keystroke)', async () => {
    const tapped = whenTextShows('Unsaved edit', () =>
      screen.getByRole('button', { name: 'Logout' }).click(),
    );
    renderWithStore(
      <>
        <AppShell />
        <PageEditedByATimer />
      </>,
      { path: '/meals', routes: [{ path: '/login', element: <p>Login page</p> }] },
    );
    await tapped;
    expect(await screen.findByRole('dialog', { name: 'Log out?' })).toBeVisible();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('logs out at once when nothing is unsaved', async () => {
    setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log out?' })).not.toBeInTheDocument();
  });

  it('keeps nothing the guest typed once she chose to log out without saving', async () => {
    function DraftPage() {
      const [note, setNote] = useDraft('probe', '');
      return (
        <>
          <label>
            Allergies
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          {useLeaveGuard(note !== '')}
        </>
      );
    }
    renderWithStore(
      <>
        <AppShell />
        <DraftPage />
      </>,
      { path: '/meals', routes: [{ path: '/login', element: <p>Login page</p> }] },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Allergies' }), 'sesame');
    window.dispatchEvent(new Event('pagehide'));
    const drafts = () =>
      Object.keys(window.sessionStorage).filter((key) => key.startsWith('portal.draft.'));
    expect(drafts()).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Allergies' }), ', peanuts');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(drafts()).toEqual([]);
  });
});

const { renders, counting } = vi.hoisted(() => {
  const renders = { shell: 0, menu: 0 };
  /** `Component`, counting its renders under `key`. */
  const counting =
    <P extends object>(Component: (props: P) => ReactNode, key: keyof typeof renders) =>
    (props: P) => {
      renders[key] += 1;
      return Component(props);
    };
  return { renders, counting };
});
// The shell's own Logout button and the menu's brand mark re-render exactly when the shell and the
// menu do.
vi.mock('./LogoutButton', async (original) => ({
  LogoutButton: counting((await original<typeof import('./LogoutButton')>()).LogoutButton, 'shell'),
}));
vi.mock('../../components/BrandMark', async (original) => ({
  BrandMark: counting(
    (await original<typeof import('../../components/BrandMark')>()).BrandMark,
    'menu',
  ),
}));

describe('AppShell re-renders', () => {
  it('neither the shell nor the menu links re-render as the drawer opens, closes or is followed', async () => {
    renderWithStore(<AppShell />, {
      path: '/meals',
      routes: [{ path: '/payments', element: <p>Payments page</p> }],
    });
    const shellAtFirst = renders.shell;
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    const menuOpened = renders.menu;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renders.menu).toBe(menuOpened);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const menuOpenedAgain = renders.menu;
    await userEvent.click(within(menu).getByRole('link', { name: /^Payments/ }));
    expect(await screen.findByText('Payments page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renders.menu).toBe(menuOpenedAgain);
    expect(renders.shell).toBe(shellAtFirst);
  });
});
