import { screen } from '@testing-library/react';

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
