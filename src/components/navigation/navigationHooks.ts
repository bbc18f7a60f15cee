import { useContext, useLayoutEffect, useRef, useState } from 'react';
import type { HeldNavigation, NavigationAttempt } from '../../lib/guardedHashHistory';
import { useStoreInTransition } from '../useStoreInTransition';
import { GuardedNavigationContext } from './GuardedRouter';

function useGuardedNavigation() {
  const navigation = useContext(GuardedNavigationContext);
  if (!navigation) throw new Error('Navigation hooks need a <GuardedRouter> above them.');
  return navigation;
}

/**
 * Shown at once on a tap; gone with the next page's commit, where a render would also run the last
 * page's unmount effects in that commit's task (240 meal cards: 40 ms on a mid-range phone).
 */
const showsAtOnce = (pending: boolean) => pending;

/** True while a navigation waits for the next page's code. */
export function useNavigationPending(): boolean {
  const { pending } = useGuardedNavigation();
  return useStoreInTransition(pending.subscribe, pending.get, showsAtOnce);
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
  // Armed in the commit that shows the unsaved work: a passive effect can run a task later, and a
  // navigation in between (a click on a link already on screen) would not be held.
  useLayoutEffect(() => {
    shouldBlockRef.current = shouldBlock;
  }, [shouldBlock]);
  // Registered and removed in commits too: a page that opens holding (a kept draft) holds from its
  // first commit, and a page that is gone holds nothing.
  useLayoutEffect(
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
