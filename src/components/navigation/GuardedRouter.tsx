import { createContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { GuardedHistory, HistoryUpdate } from '../../lib/guardedHashHistory';

export interface GuardedNavigation {
  history: GuardedHistory;
  /** True while the next page's code is still loading; the current page stays until then. */
  pending: boolean;
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
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setUpdate(next))),
    [history],
  );
  return (
    <GuardedNavigationContext.Provider value={{ history, pending }}>
      <Router location={update.location} navigationType={update.action} navigator={history}>
        {children}
      </Router>
    </GuardedNavigationContext.Provider>
  );
}
