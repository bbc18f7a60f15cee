import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { createGuardedHashHistory } from '../../lib/guardedHashHistory';
import { GuardedRouter } from './GuardedRouter';
import { useNavigationPending } from './navigationHooks';

function PendingLine() {
  return useNavigationPending() ? <p>Loading page</p> : null;
}

afterEach(() => {
  window.location.hash = '';
});

it('keeps the current page while the next one loads, and says it is loading until it shows', async () => {
  window.location.hash = '#/first';
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Second = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = resolve;
      }),
  );
  render(
    <GuardedRouter history={createGuardedHashHistory()}>
      <PendingLine />
      <Suspense fallback={<p>Fallback</p>}>
        <Routes>
          <Route path="/first" element={<Link to="/second">Next</Link>} />
          <Route path="/second" element={<Second />} />
        </Routes>
      </Suspense>
    </GuardedRouter>,
  );
  expect(screen.queryByText('Loading page')).toBeNull();

  act(() => screen.getByRole('link', { name: 'Next' }).click());
  expect(await screen.findByText('Loading page')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  expect(screen.queryByText('Fallback')).toBeNull();

  await act(async () => arrive({ default: () => <h1>Second page</h1> }));
  expect(await screen.findByRole('heading', { name: 'Second page' })).toBeTruthy();
  expect(screen.queryByText('Loading page')).toBeNull();
});
