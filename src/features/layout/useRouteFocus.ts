import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a page may take to show its heading (its data loading) before we stop waiting. */
export const HEADING_WAIT_MS = 15_000;

/** True when the guest has put the focus somewhere of their own since the page changed. */
const guestMovedFocus = (main: HTMLElement) => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && main.contains(active);
};

/**
 * On every page change inside the shell: a new page (a link, the menu, a redirect) opens at its
 * top; back and forward keep the position the browser restores. Then the focus moves to the new
 * page's heading, as soon as the page shows it (after its data loaded), so a screen reader reads
 * where the guest is and the next Tab starts in the page rather than on the body.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const action = useNavigationType();

  // Before paint, so the new page is never drawn at the old page's scroll position.
  useLayoutEffect(() => {
    if (action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, action]);

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const tryFocus = () => {
      if (guestMovedFocus(container)) return true;
      // Every page's h1 takes focus from code only (tabIndex -1): it joins no Tab order.
      const heading = container.querySelector<HTMLElement>('h1[tabindex="-1"]');
      if (!heading) return false;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    // The heading comes with the page's data: wait for it, not longer than a slow response.
    const observer = new MutationObserver(() => {
      if (!tryFocus()) return;
      observer.disconnect();
      window.clearTimeout(timer);
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [main, pathname]);
}
