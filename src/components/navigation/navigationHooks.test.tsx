import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createGuardedHashHistory } from '../../lib/guardedHashHistory';
import { whenTextShows } from '../../test/whenTextShows';
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
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => {
    // A timer's update, outside act(): a default-priority one (as from a file read or a server
    // answer), whose passive effects React runs a task after the commit.
    const timer = setTimeout(() => setUnsaved(true));
    return () => clearTimeout(timer);
  }, []);
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
