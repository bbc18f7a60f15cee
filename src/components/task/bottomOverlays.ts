import { useStoreInTransition } from '../useStoreInTransition';

/**
 * The fixed submit bar, the floating reminder and a toast all cover the bottom of the viewport. Each
 * reports its height here; the page then keeps that much room free: the browser's scroll padding
 * (a focused field or a message scrolled into view lands above them), a spacer under the page
 * (the last control can be scrolled clear) and the reminder's offset (it sits above the bar,
 * never over it). The spacer and the reminder read the heights themselves: a custom property on
 * the root would restyle the whole page each time the bar comes or goes.
 */
export type BottomOverlay = 'bar' | 'reminder' | 'toast';

/** Space between the reminder and the bar, and above the topmost of them. */
export const OVERLAY_GAP = 8;

/** Height of each overlay on screen; absent when it is not shown. */
const heights: Partial<Record<BottomOverlay, number>> = {};
let savedPadding: string | null = null;
const listeners = new Set<() => void>();

/** Told whenever an overlay comes, goes or changes height. */
export function subscribeBottomRoom(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const barShown = (): boolean => heights.bar !== undefined;

/** Total height, a gap above each overlay included, that the bar and the reminder cover. */
export function coveredBottom(): number {
  return Object.values(heights).reduce((sum, height) => sum + height + OVERLAY_GAP, 0);
}

/**
 * Whether the submit bar shows; re-renders on change, in a transition: the bar comes and goes in
 * the commit of a page change (a staged file), and a render there would also run the page's
 * pending effects (the new row's scroll into view) in that commit, one long task on a phone.
 */
export const useBarShown = () => useStoreInTransition(subscribeBottomRoom, barShown);

function apply() {
  const root = document.documentElement;
  const covered = coveredBottom();
  if (covered > 0) {
    savedPadding ??= root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${covered + OVERLAY_GAP}px`;
  } else if (savedPadding !== null) {
    root.style.scrollPaddingBottom = savedPadding;
    savedPadding = null;
  }
}

/** Records the height an overlay covers now, or null once it has gone. */
export function reserveBottom(overlay: BottomOverlay, height: number | null) {
  if ((heights[overlay] ?? null) === height) return;
  if (height === null) delete heights[overlay];
  else heights[overlay] = height;
  apply();
  listeners.forEach((listener) => listener());
}

/** Keeps `overlay`'s reservation in step with the element's height while it is shown. */
export function trackBottomOverlay(overlay: BottomOverlay, element: HTMLElement): () => void {
  const measure = () => reserveBottom(overlay, element.offsetHeight);
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    reserveBottom(overlay, null);
  };
}
