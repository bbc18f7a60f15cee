/**
 * Where the focus goes when the control that had it goes away (a removed row, a closed dialog, a
 * button disabled while uploading): the browser would drop it on the body, and a keyboard or
 * screen-reader user would start again from the top of the page.
 */

/** The focus is nowhere useful: on the body, or on a control that left the page or was disabled. */
export function focusIsLost(): boolean {
  const focused = document.activeElement;
  return (
    !(focused instanceof HTMLElement) ||
    focused === document.body ||
    !focused.isConnected ||
    focused.matches(':disabled')
  );
}

/** Where `checkVisibility` is missing (older browsers, jsdom), a connected element counts as shown. */
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled') && isShown(element);

/** Focuses the first candidate that is in the page, enabled and shown; false when none is. */
export function focusFirst(...candidates: readonly (HTMLElement | null | undefined)[]): boolean {
  const target = candidates.find(
    (candidate): candidate is HTMLElement => candidate != null && canTakeFocus(candidate),
  );
  target?.focus();
  return target !== undefined;
}
