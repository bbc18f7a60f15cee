import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to render now: the first `first` at once, then `step`
 * more in each following task, until all are there. Three hundred invoice rows drawn at once held
 * a phone-speed main thread for 210-250 ms after the page opened (every tap waited); in chunks the
 * tasks are short, and the first screenful is drawn as soon as the page is. The count only grows: a list that
 * is fetched again keeps what it has drawn.
 */
export function useRenderInChunks(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    // A task of its own after this one's paint; a transition so that a tap comes first.
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
