import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';

/**
 * Runs `then` in the microtask after `text` first shows: after the commit that shows it, before
 * any later task (where React runs the passive effects of an update that came from a timer).
 */
export function whenTextShows(text: string, then: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!screen.queryByText(text)) return;
      observer.disconnect();
      try {
        then();
        resolve();
      } catch (failure) {
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * False, then true after a timer: an update of default priority (as a file read's or a server
 * answer's), outside any tap or key, whose passive effects React runs a task after its commit.
 */
export function useTrueAfterATimer(): boolean {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setValue(true));
    return () => clearTimeout(timer);
  }, []);
  return value;
}
