import { screen } from '@testing-library/react';

/**
 * Runs `act` in the microtask after `text` first shows: after the commit that shows it, before
 * any later task (where React runs the passive effects of an update that came from a timer).
 */
export function whenTextShows(text: string, act: () => void): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!screen.queryByText(text)) return;
      observer.disconnect();
      act();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
