/**
 * Whether a page holds unsaved edits, and what its guard would say: the shell's Logout asks first
 * while one does. Apart from the dialog, so the shell needs no dialog code until it asks.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

export const LEAVE_GUARD_MESSAGE =
  'You have changes that are not saved yet. Do you want to leave this page without saving them?';

/** What each guard holding the page now would say; told to the shell's Logout. */
const holding: string[] = [];
const holdListeners = new Set<() => void>();
const subscribeHolding = (listener: () => void) => {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
};
const currentHold = () => holding.at(-1) ?? null;

/** The warning of the page's guard while it holds (unsaved edits), else null. */
export const useLeaveWarning = () =>
  useSyncExternalStore(subscribeHolding, currentHold, () => null);

/**
 * While `when`, the page holds with `message`. Told in the commit that shows the unsaved work: a
 * Logout tap a task later would otherwise log out at once and forget the drafts.
 */
export function useReportHolding(when: boolean, message: string) {
  useLayoutEffect(() => {
    if (!when) return;
    holding.push(message);
    holdListeners.forEach((listener) => listener());
    return () => {
      holding.splice(holding.lastIndexOf(message), 1);
      holdListeners.forEach((listener) => listener());
    };
  }, [when, message]);
}
