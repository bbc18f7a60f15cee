import { useState, useSyncExternalStore, type RefCallback } from 'react';
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
 * Watches one element at a time (the one `observe`, as its ref, was last given) and tells whether
 * it is out of view (see outOfViewAfter). Kept outside React state, so the component that owns the
 * element does not render again when the element mounts or scrolls away: only readers do.
 */
export interface OutOfViewWatch<T extends Element> {
  observe: RefCallback<T>;
  subscribe: (listener: () => void) => () => void;
  isOut: () => boolean;
}

function createOutOfViewWatch<T extends Element>(): OutOfViewWatch<T> {
  let element: T | null = null;
  let out = false;
  let stopWatching: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const setOut = (next: boolean) => {
    if (next === out) return;
    out = next;
    listeners.forEach((listener) => listener());
  };
  const watch = (target: T) => {
    const update = () =>
      setOut(
        outOfViewAfter(out, target.getBoundingClientRect(), window.innerHeight, coveredBottom()),
      );
    // One observer sees it leave and enter the viewport, the other cross the overlays' top edge,
    // which moves as they come and go.
    const viewport = new IntersectionObserver(update, { threshold: [0, 1] });
    viewport.observe(target);
    let aboveOverlays: IntersectionObserver | null = null;
    const watchOverlaysEdge = () => {
      aboveOverlays?.disconnect();
      aboveOverlays = new IntersectionObserver(update, {
        rootMargin: `0px 0px ${-coveredBottom()}px 0px`,
        threshold: [0, 1],
      });
      aboveOverlays.observe(target);
    };
    watchOverlaysEdge();
    const unsubscribe = subscribeBottomRoom(watchOverlaysEdge);
    return () => {
      unsubscribe();
      viewport.disconnect();
      aboveOverlays?.disconnect();
    };
  };
  return {
    observe: (next) => {
      if (next === element) return;
      stopWatching?.();
      stopWatching = null;
      element = next;
      // A detached element is out of no one's view, but its readers are not told: it detaches in a
      // commit (its page leaving), and a reader's render there would pull the leaving page's
      // unmount effects into that commit's task. A reader that stays reads it on its next render.
      if (next) setOut(false);
      else out = false;
      if (next && typeof IntersectionObserver !== 'undefined') stopWatching = watch(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOut: () => out,
  };
}

/** A watch that lives as long as the component; hand its `observe` to the element as its ref. */
export function useOutOfViewWatch<T extends Element>(): OutOfViewWatch<T> {
  const [watch] = useState(createOutOfViewWatch<T>);
  return watch;
}

/** Whether the watched element is out of view now; false where IntersectionObserver is missing. */
export function useIsOutOfView<T extends Element>(watch: OutOfViewWatch<T>): boolean {
  return useSyncExternalStore(watch.subscribe, watch.isOut, () => false);
}

/**
 * Tells whether the element behind the returned ref is scrolled out of the viewport (see
 * outOfViewAfter), so a page can offer its main action in a sticky bar.
 */
export function useOutOfView<T extends Element>(): [ref: RefCallback<T>, outOfView: boolean] {
  const watch = useOutOfViewWatch<T>();
  return [watch.observe, useIsOutOfView(watch)];
}
