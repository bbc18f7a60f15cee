import { NavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGuardedHashHistory,
  type GuardedHistory,
  type HeldNavigation,
  type HistoryUpdate,
} from './guardedHashHistory';

/** jsdom moves through history asynchronously; this waits for the popstate it sends. */
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
const back = async () => {
  const done = popped();
  window.history.back();
  await done;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let history: GuardedHistory;
let updates: HistoryUpdate[];
let stopListening: () => void;

beforeEach(() => {
  window.history.replaceState(null, '', '#/dashboard');
  history = createGuardedHashHistory(window);
  updates = [];
  stopListening = history.listen((update) => updates.push(update));
});
afterEach(() => stopListening());

describe('guarded hash history', () => {
  it('reads the route from the hash and writes pushes and replaces back into it', () => {
    expect(history.location.pathname).toBe('/dashboard');
    history.push('/meals?tab=1', { from: '/dashboard' });
    expect(window.location.hash).toBe('#/meals?tab=1');
    expect(history.location).toMatchObject({
      pathname: '/meals',
      search: '?tab=1',
      state: { from: '/dashboard' },
    });
    history.replace({ pathname: '/passports' });
    expect(window.location.hash).toBe('#/passports');
    expect(updates.map((update) => [update.action, update.location.pathname])).toEqual([
      [NavigationType.Push, '/meals'],
      [NavigationType.Replace, '/passports'],
    ]);
    expect(history.createHref({ pathname: '/flights', search: '?a=1' })).toBe('#/flights?a=1');
  });

  it('follows the back button and keeps each entry’s state', async () => {
    history.push('/login', { from: '/meals' });
    history.push('/meals');
    await back();
    expect(history.action).toBe(NavigationType.Pop);
    expect(history.location).toMatchObject({ pathname: '/login', state: { from: '/meals' } });
  });

  it('holds a push until the guard’s dialog proceeds', () => {
    let held: HeldNavigation | null = null;
    const shouldBlock = vi.fn(() => true);
    const release = history.guard({ shouldBlock, onBlocked: (next) => (held = next) });
    history.push('/meals');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        currentLocation: expect.objectContaining({ pathname: '/dashboard' }),
        nextLocation: expect.objectContaining({ pathname: '/meals' }),
        action: NavigationType.Push,
      }),
    );
    expect(window.location.hash).toBe('#/dashboard');
    expect(updates).toEqual([]);
    held!.proceed();
    expect(window.location.hash).toBe('#/meals');
    release();
    history.push('/flights');
    expect(window.location.hash).toBe('#/flights');
  });

  it('undoes a held back button, and goes back only when the guest decides to leave', async () => {
    history.push('/meals');
    let held: HeldNavigation | null = null;
    history.guard({
      shouldBlock: ({ nextLocation }) => nextLocation.pathname === '/dashboard',
      onBlocked: (next) => (held = next),
    });
    updates = [];
    await back();
    await settle();
    expect(held).not.toBeNull();
    expect(window.location.hash).toBe('#/meals');
    expect(history.location.pathname).toBe('/meals');
    expect(updates).toEqual([]);

    const redone = popped();
    held!.proceed();
    await redone;
    expect(window.location.hash).toBe('#/dashboard');
    expect(history.location.pathname).toBe('/dashboard');
    expect(updates.map((update) => update.action)).toEqual([NavigationType.Pop]);
  });

  it('takes an address typed by hand as a new entry', async () => {
    const arrived = popped();
    window.location.hash = '#/whatsapp';
    await arrived;
    expect(history.location.pathname).toBe('/whatsapp');
    history.push('/meals');
    await back();
    expect(history.location.pathname).toBe('/whatsapp');
  });
});
