import {
  createContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router } from 'react-router-dom';
import type { GuardedHistory, HistoryUpdate } from '../../lib/guardedHashHistory';

/** A flag its readers subscribe to. */
export interface PendingFlag {
  get: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export interface GuardedNavigation {
  history: GuardedHistory;
  /** True while the next page's code is still loading; the current page stays until then. */
  pending: PendingFlag;
}

/**
 * The pending flag lives outside the context's value: a new value on every tap would have React
 * search the whole page for the context's readers before the tap's frame (17 ms on Meals with
 * 240 passengers, on a mid-range phone); a flag re-renders its one reader.
 */
export function createPendingFlag(): PendingFlag & { set: (next: boolean) => void } {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const GuardedNavigationContext = createContext<GuardedNavigation | null>(null);

/** react-router's declarative router over the portal's guarded history. */
export function GuardedRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  const [update, setUpdate] = useState<HistoryUpdate>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const pendingFlag = useState(createPendingFlag)[0];
  useLayoutEffect(() => pendingFlag.set(pending), [pendingFlag, pending]);
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setUpdate(next))),
    [history],
  );
  const navigation = useMemo(() => ({ history, pending: pendingFlag }), [history, pendingFlag]);
  return (
    <GuardedNavigationContext.Provider value={navigation}>
      <Router location={update.location} navigationType={update.action} navigator={history}>
        {children}
      </Router>
    </GuardedNavigationContext.Provider>
  );
}
