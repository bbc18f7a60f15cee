import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createGuardedHashHistory } from '../../lib/guardedHashHistory';
import { useTrueAfterATimer, whenTextShows } from '../../test/rightAfterTheCommit';
import { GuardedRouter } from './GuardedRouter';
import { useNavigationBlocker } from './navigationHooks';

beforeEach(() => {
  window.location.hash = '#/draft';
});
afterEach(() => {
  // Unmounted first: a guard still holding would undo the hash change.
  cleanup();
  window.location.hash = '';
});

function DraftPage() {
  const unsaved = useTrueAfterATimer();
  const blocker = useNavigationBlocker(useCallback(() => unsaved, [unsaved]));
  return (
    <>
      {unsaved && <p>Unsaved draft</p>}
      {blocker.blocked && <p>Leave this page?</p>}
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

it('holds a navigation that comes right after the commit showing the unsaved work', async () => {
  const clickedAfterCommit = whenTextShows('Unsaved draft', () =>
    screen.getByRole('link', { name: 'Elsewhere' }).click(),
  );
  render(
    <GuardedRouter history={createGuardedHashHistory()}>
      <Routes>
        <Route path="/draft" element={<DraftPage />} />
        <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
      </Routes>
    </GuardedRouter>,
  );
  await clickedAfterCommit;

  await waitFor(() => expect(screen.getByText('Leave this page?')).toBeTruthy());
  expect(screen.queryByText('Elsewhere page')).toBeNull();
  expect(window.location.hash).toBe('#/draft');
});
