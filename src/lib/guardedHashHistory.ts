/**
 * The portal's address history: routes live in the URL hash (`#/meals`), and a page with unsaved
 * edits can hold a navigation until the guest confirms it, including the browser's back and
 * forward buttons. react-router's declarative `<Router>` renders from it; its data router, which
 * brings its own blocker, costs the first download about 20 KiB more code: on the 4x phone profile
 * the login page's blocking time was 195 instead of 113 ms and the dashboard's longest task 259
 * instead of 198 ms (medians of 12). It uses react-router's public `<Router>` and path helpers only.
 */
import { createPath, NavigationType, parsePath, type Location, type To } from 'react-router-dom';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface NavigationAttempt {
  currentLocation: Location;
  nextLocation: Location;
  action: NavigationType;
}

/** A navigation a guard is holding: carry it out, or stay where the guest is. */
export interface HeldNavigation {
  proceed: () => void;
  reset: () => void;
}

export interface NavigationGuard {
  shouldBlock: (attempt: NavigationAttempt) => boolean;
  onBlocked: (held: HeldNavigation) => void;
}

export interface GuardedHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref: (to: To) => string;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
  listen: (listener: (update: HistoryUpdate) => void) => () => void;
  /** Registers a guard until the returned function is called. */
  guard: (guard: NavigationGuard) => () => void;
}

/** What each of our entries keeps in `window.history.state`; `idx` tells how far a POP went. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && typeof (value as EntryState).idx === 'number';

const newKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(to: To, state: unknown, key: string): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const pathname = path.pathname || '/';
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key,
  };
}

export function createGuardedHashHistory(win: Window = window): GuardedHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const guards = new Set<NavigationGuard>();

  const currentEntry = () => (isEntryState(win.history.state) ? win.history.state : null);
  const readLocation = () => {
    const entry = currentEntry();
    return toLocation(
      win.location.hash.slice(1) || '/',
      entry?.usr ?? null,
      entry?.key ?? 'default',
    );
  };
  const stamp = (idx: number) =>
    win.history.replaceState({ usr: null, key: newKey(), ...currentEntry(), idx }, '');

  let index = currentEntry()?.idx ?? 0;
  // The first replaceState of a page costs milliseconds: keep it out of the first render.
  const stampFirstEntry = () => {
    if (!currentEntry()) stamp(index);
  };
  if (!currentEntry()) win.setTimeout(stampFirstEntry, 0);
  let action = NavigationType.Pop;
  let location = readLocation();
  /** Set while the browser moves back to undo a POP a guard held, or forward to redo it. */
  let expectedPop: 'undo' | 'redo' | null = null;

  const notify = () => listeners.forEach((listener) => listener({ action, location }));
  const holdingGuard = (nextLocation: Location, nextAction: NavigationType) =>
    [...guards].find((guard) =>
      guard.shouldBlock({ currentLocation: location, nextLocation, action: nextAction }),
    );
  const createHref = (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`;

  function change(kind: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) {
    const next = toLocation(to, state ?? null, newKey());
    const perform = () => {
      stampFirstEntry();
      const idx = kind === NavigationType.Push ? index + 1 : index;
      const entry: EntryState = { usr: next.state, key: next.key, idx };
      if (kind === NavigationType.Push) win.history.pushState(entry, '', createHref(next));
      else win.history.replaceState(entry, '', createHref(next));
      index = idx;
      action = kind;
      location = next;
      notify();
    };
    const guard = holdingGuard(next, kind);
    if (guard) guard.onBlocked({ proceed: perform, reset: () => undefined });
    else perform();
  }

  function onPopState() {
    const entry = currentEntry();
    if (expectedPop === 'undo') {
      expectedPop = null;
      return;
    }
    const next = readLocation();
    // An address typed by hand arrives without our state: it is a new entry after this one.
    const delta = entry ? entry.idx - index : 1;
    if (!entry) stamp(index + delta);
    const guard =
      expectedPop === 'redo' || delta === 0 ? undefined : holdingGuard(next, NavigationType.Pop);
    expectedPop = null;
    if (guard) {
      expectedPop = 'undo';
      win.history.go(-delta);
      guard.onBlocked({
        proceed: () => {
          expectedPop = 'redo';
          win.history.go(delta);
        },
        reset: () => undefined,
      });
      return;
    }
    index += delta;
    action = NavigationType.Pop;
    location = next;
    notify();
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref,
    push: (to, state) => change(NavigationType.Push, to, state),
    replace: (to, state) => change(NavigationType.Replace, to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    guard(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
  };
}
