import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HeldNavigation, NavigationAttempt } from '../../lib/guardedHashHistory';
import { GuardedNavigationContext } from './GuardedRouter';

function useGuardedNavigation() {
  const navigation = useContext(GuardedNavigationContext);
  if (!navigation) throw new Error('Navigation hooks need a <GuardedRouter> above them.');
  return navigation;
}

/** True while a navigation waits for the next page's code. */
export function useNavigationPending(): boolean {
  const { pending } = useGuardedNavigation();
  return useSyncExternalStore(pending.subscribe, pending.get);
}

export interface NavigationBlocker {
  blocked: boolean;
  proceed: () => void;
  reset: () => void;
}

/** Holds navigations `shouldBlock` accepts (links, `navigate`, back and forward) until decided. */
export function useNavigationBlocker(
  shouldBlock: (attempt: NavigationAttempt) => boolean,
): NavigationBlocker {
  const { history } = useGuardedNavigation();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  }, [shouldBlock]);
  useEffect(
    () =>
      history.guard({
        shouldBlock: (attempt) => shouldBlockRef.current(attempt),
        onBlocked: (next) => setHeld(next),
      }),
    [history],
  );
  return {
    blocked: held !== null,
    proceed: () => {
      setHeld(null);
      held?.proceed();
    },
    reset: () => {
      setHeld(null);
      held?.reset();
    },
  };
}
