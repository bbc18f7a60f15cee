import { useEffect, useState, type RefCallback } from 'react';
import { coveredBottom, subscribeBottomRoom } from './bottomOverlays';

/** The element's box against the viewport, as getBoundingClientRect gives it. */
export interface ViewBox {
  top: number;
  bottom: number;
}

/**
 * Whether the element counts as out of view now, given whether it did. Out once wholly outside the
 * viewport; back only once wholly clear of the overlays at the bottom. In between it stays as it
 * was: the bar it calls up covers that band and makes the room the next scroll uses, so a rule
 * with one edge would hide the bar just as it arrives, or bring it over what the guest scrolled to.
 */
export function outOfViewAfter(
  wasOut: boolean,
  box: ViewBox,
  viewportHeight: number,
  covered: number,
): boolean {
  if (box.bottom <= 0 || box.top >= viewportHeight) return true;
  if (box.top >= 0 && box.bottom <= viewportHeight - covered) return false;
  return wasOut;
}

/**
 * Tells whether the element behind the returned ref is scrolled out of the viewport (see
 * outOfViewAfter), so a page can offer its main action in a sticky bar. False where
 * IntersectionObserver is missing.
 */
export function useOutOfView<T extends Element>(): [ref: RefCallback<T>, outOfView: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState<{ element: T | null; out: boolean }>({
    element: null,
    out: false,
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const update = () =>
      setSeen((previous) => {
        const wasOut = previous.element === element && previous.out;
        const out = outOfViewAfter(
          wasOut,
          element.getBoundingClientRect(),
          window.innerHeight,
          coveredBottom(),
        );
        return out === wasOut && previous.element === element ? previous : { element, out };
      });
    // One observer sees it leave and enter the viewport, the other cross the overlays' top edge,
    // which moves as they come and go.
    const viewport = new IntersectionObserver(update, { threshold: [0, 1] });
    viewport.observe(element);
    let aboveOverlays: IntersectionObserver | null = null;
    const watchOverlaysEdge = () => {
      aboveOverlays?.disconnect();
      aboveOverlays = new IntersectionObserver(update, {
        rootMargin: `0px 0px ${-coveredBottom()}px 0px`,
        threshold: [0, 1],
      });
      aboveOverlays.observe(element);
    };
    watchOverlaysEdge();
    const unsubscribe = subscribeBottomRoom(watchOverlaysEdge);
    return () => {
      unsubscribe();
      viewport.disconnect();
      aboveOverlays?.disconnect();
    };
  }, [element]);

  return [setElement, seen.element !== null && seen.element === element && seen.out];
}
