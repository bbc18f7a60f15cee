import { startTransition, useContext, useEffect, useRef, useState } from 'react';
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
  const [shown, setShown] = useState(pending.get);
  useEffect(() => {
    const follow = () => {
      if (pending.get()) setShown(true);
      // It ends in the commit that shows the next page: a render at once would also run the last
      // page's unmount effects in that commit's task (240 meal cards: 40 ms on a mid-range phone).
      else startTransition(() => setShown(false));
    };
    // The flag may have changed between this render and the subscription.
    follow();
    return pending.subscribe(follow);
  }, [pending]);
  return shown;
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
