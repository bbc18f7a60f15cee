import { useEffect, type RefObject } from 'react';

/** The part of the viewport a fixed bar covers; a bar without sides spans the whole width. */
export interface BarBox {
  top: number;
  bottom: number;
  left?: number;
  right?: number;
}

const covers = (element: Element, bar: BarBox) => {
  const box = element.getBoundingClientRect();
  const across = box.left < (bar.right ?? Infinity) && box.right > (bar.left ?? -Infinity);
  return across && box.top < bar.bottom && box.bottom > bar.top;
};

/**
 * Scrolls `target` clear of a bar when the bar covers part of it. Only a focus the browser shows
 * (keyboard, or a text field): a control the guest pressed is in front of them, and scrolling it
 * between press and release would move it from under the pointer and lose the click.
 */
export function moveClearOf(target: HTMLElement, bar: BarBox) {
  if (!target.matches(':focus-visible')) return;
  if (covers(target, bar)) target.scrollIntoView?.({ block: 'nearest' });
}

/** True between a press and its release anywhere on the page. */
let pressing = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  ['pointerup', 'pointercancel'].forEach((type) =>
    document.addEventListener(type, () => (pressing = false), true),
  );
}

/**
 * A bar that has just appeared must not cover what the guest just acted on: the focused control,
 * with the card it sits in when that fits above the bar (the passenger just saved, the file just
 * uploaded), moves clear of it (WCAG 2.4.11, focus not obscured). Pressed or not: the bar comes
 * after the press, so nothing moves from under the pointer, except mid-press, when it waits.
 */
export function moveFocusClearOf(bar: HTMLElement, area: BarBox) {
  if (pressing) return;
  const focused = document.activeElement;
  // A guest who scrolled away from the focused control meant to: a bar their scroll brought in
  // must not pull the page back to it (after an upload, scrolling up snapped back to Confirm).
  const ownFocus =
    !scrolledSinceFocus &&
    focused instanceof HTMLElement &&
    focused !== document.body &&
    !bar.contains(focused);
  if (ownFocus && focused.closest('main') && covers(focused, area)) {
    const card = focused.closest<HTMLElement>('article, .MuiCard-root, li');
    const room = area.top - (parseFloat(getComputedStyle(focused).scrollMarginTop) || 0);
    const fits = card && card.getBoundingClientRect().height <= room;
    (fits ? card : focused).scrollIntoView?.({ block: 'nearest' });
    return;
  }
  // Its end is what the guest goes on with (the Upload button below the files just chosen).
  if (actedOn?.isConnected && !bar.contains(actedOn) && covers(actedOn, area))
    actedOn.scrollIntoView?.({ block: 'end' });
}

/** What the guest just acted on without a focus to show for it (files chosen in the picker). */
let actedOn: HTMLElement | null = null;

/**
 * Marks `element` as what the guest just acted on: a bar or reminder that appears next moves it
 * clear, as it does the focused control, until the guest scrolls the page themselves.
 */
export function markActedOn(element: HTMLElement | null) {
  actedOn = element;
}
/** True once the guest has scrolled the page themselves since the focus last moved. */
let scrolledSinceFocus = false;

/** Keys that scroll the page when no field has the focus. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);
/** Of those, the keys that scroll the page from a button or a link too. */
const PAGE_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End']);
const guestScrolled = () => {
  actedOn = null;
  scrolledSinceFocus = true;
};
if (typeof document !== 'undefined') {
  ['wheel', 'touchmove'].forEach((type) =>
    document.addEventListener(type, guestScrolled, { capture: true, passive: true }),
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!SCROLL_KEYS.has(event.key)) return;
      const target = event.target;
      const onPage = !(target instanceof HTMLElement) || target === document.body;
      const onControl = target instanceof HTMLElement && target.matches('button, a[href]');
      if (onPage || (onControl && PAGE_KEYS.has(event.key))) guestScrolled();
      else actedOn = null;
    },
    { capture: true, passive: true },
  );
  document.addEventListener('focusin', () => (scrolledSinceFocus = false), true);
}

/** Where a fixed bar counts as covering; by default, where its box is now. */
export type BarArea = (bar: HTMLElement) => BarBox;
const currentBox: BarArea = (bar) => bar.getBoundingClientRect();

/**
 * While `active`, a control inside the page's main content that receives the focus under a fixed
 * bar (the top bar, the submit bar) is scrolled clear of it. The page's scroll padding keeps the
 * room; this covers the cases where the browser thinks the control is already in view and does
 * not scroll at all (WCAG 2.4.11, focus not obscured). `areaOf` says where the bar counts as
 * covering: a bar that slides in passes where it ends up, not where it is mid-slide.
 */
export function useKeepFocusClear(
  bar: RefObject<HTMLElement | null>,
  active = true,
  areaOf: BarArea = currentBox,
) {
  useEffect(() => {
    if (!active) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const element = bar.current;
      if (!(target instanceof HTMLElement) || !element || !target.closest('main')) return;
      if (element.contains(target)) return;
      moveClearOf(target, areaOf(element));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [bar, active, areaOf]);
}
