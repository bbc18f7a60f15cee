/**
 * Whether a page holds unsaved edits, and what its guard would say: the shell's Logout asks first
 * while one does. Apart from the dialog, so the shell needs no dialog code until it asks.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

export const LEAVE_GUARD_MESSAGE =
  'You have changes that are not saved yet. Do you want to leave this page without saving them?';

/** What each guard holding the page now would say; told to the shell's Logout. */
const holding: string[] = [];
const holdListeners = new Set<() => void>();
const subscribeHolding = (listener: () => void) => {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
};
/** The warning of the page's guard while it holds, read now (a click handler reads it so). */
export const currentLeaveWarning = () => holding.at(-1) ?? null;

/** The warning of the page's guard while it holds (unsaved edits), else null. */
export const useLeaveWarning = () =>
  useSyncExternalStore(subscribeHolding, currentLeaveWarning, () => null);

/**
 * While `when`, the page holds with `message`. The list changes in the commit that shows the
 * unsaved work, so a Logout tap a task later asks first (and keeps the drafts); the Logout button
 * is told after the paint, as a store change told inside a commit makes React run that commit's
 * passive effects (a page's unmount effects) before the paint.
 */
export function useReportHolding(when: boolean, message: string) {
  useLayoutEffect(() => {
    if (!when) return;
    holding.push(message);
    return () => {
      holding.splice(holding.lastIndexOf(message), 1);
    };
  }, [when, message]);
  useEffect(() => {
    const tell = () => holdListeners.forEach((listener) => listener());
    tell();
    return tell;
  }, [when, message]);
}
