import { startTransition, useEffect, useState } from 'react';

const neverUrgent = () => false;

/**
 * A store's value for rendering, following its changes in a transition, except changes to a value
 * `urgent` accepts, which render at once. useSyncExternalStore renders every change at once: a
 * store that changes inside a commit (a page arriving or leaving) then makes React render there
 * as well, and run every effect the page has pending in that commit's task.
 */
export function useStoreInTransition<T>(
  subscribe: (listener: () => void) => () => void,
  get: () => T,
  // One function for every render: a new default each render would resubscribe after each.
  urgent: (value: T) => boolean = neverUrgent,
): T {
  const [value, setValue] = useState(get);
  useEffect(() => {
    const follow = () => {
      const next = get();
      if (urgent(next)) setValue(next);
      else startTransition(() => setValue(next));
    };
    // The store may have changed between the render and the subscription.
    follow();
    return subscribe(follow);
  }, [subscribe, get, urgent]);
  return value;
}
