import { useState } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * For a MUI Dialog that is built, hidden, once its page has painted, and built anew after each
 * close (MUI keeps a closed, kept-mounted dialog `aria-hidden` and `visibility: hidden`).
 * - The tap that opens it no longer builds it: building it at the tap (its first styles, and the
 *   page's layout after them) held a 3x-slowed CPU 30-50 ms longer at 240 passengers.
 * - Built anew, each opening starts scrolled to its top, with no record of where focus went back
 *   to the last time, and nothing hidden keeps the focus.
 * Pass `key`, `keepMounted` and the transition's `onExited` to the Dialog.
 */
export function useDialogBuiltAhead(onExited?: () => void) {
  const painted = useAfterFirstPaint();
  const [build, setBuild] = useState(0);
  return {
    key: build,
    keepMounted: painted,
    onExited: () => {
      onExited?.();
      setBuild((count) => count + 1);
    },
  };
}
