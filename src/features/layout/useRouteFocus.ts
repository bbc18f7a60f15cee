import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a page may take to show its heading (its data loading) before we stop waiting. */
export const HEADING_WAIT_MS = 15_000;

/** True when the guest has put the focus somewhere of their own since the page changed. */
const guestMovedFocus = (main: HTMLElement) => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && main.contains(active);
};

const onScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  );
};

/**
 * A link of the page on screen to `path`. Not the menu's: forward (or back after following the
 * menu) it would name a page the guest did not choose.
 */
function linkOnScreen(main: HTMLElement, path: string): HTMLElement | undefined {
  // A hash address (`#/meals`) or, under a memory router, the path itself.
  const leadsTo = (link: HTMLElement) => link.getAttribute('href')?.replace(/^#/, '') === path;
  return [...main.querySelectorAll<HTMLElement>('a[href]')].find(
    (link) => leadsTo(link) && onScreen(link),
  );
}

/**
 * On every page change inside the shell: a new page (a link, the menu, a redirect) opens at its
 * top; back and forward keep the position the browser restores. Then the focus moves to the new
 * page's heading, as soon as the page shows it (after its data loaded), so a screen reader reads
 * where the guest is and the next Tab starts in the page rather than on the body. Coming back
 * (back or forward) to a page scrolled down, the focus goes where the guest left it instead: the
 * page's link to the page she comes from (a dashboard card), when it is on screen and the heading
 * is not.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const action = useNavigationType();
  // Which page this one was reached from (kept idempotent: effects may run twice in development).
  const visit = useRef<{ path: string; cameFrom: string | null }>({ path: '', cameFrom: null });
  const cameBack = useRef(false);

  // Before paint, so the new page is never drawn at the old page's scroll position.
  useLayoutEffect(() => {
    cameBack.current = action === NavigationType.Pop;
    if (!cameBack.current) window.scrollTo(0, 0);
  }, [pathname, action]);

  useEffect(() => {
    if (visit.current.path !== pathname)
      visit.current = { path: pathname, cameFrom: visit.current.path };
    const { cameFrom } = visit.current;
    const container = main.current;
    if (!container) return;
    let frame = 0;
    const focusTarget = (heading: HTMLElement) => {
      if (guestMovedFocus(container)) return;
      const link =
        cameBack.current && cameFrom && !onScreen(heading)
          ? linkOnScreen(container, cameFrom)
          : undefined;
      (link ?? heading).focus({ preventScroll: true });
    };
    // Focusing lays the page out. In the next frame, which lays it out anyway, rather than in the
    // task that put a long page in: on a phone that task grew from about 70 to 120-150 ms.
    const tryFocus = () => {
      if (guestMovedFocus(container)) return true;
      // Every page's h1 takes focus from code only (tabIndex -1): it joins no Tab order.
      const heading = container.querySelector<HTMLElement>('h1[tabindex="-1"]');
      if (!heading) return false;
      frame = requestAnimationFrame(() => focusTarget(heading));
      return true;
    };
    if (tryFocus()) return () => cancelAnimationFrame(frame);
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
      cancelAnimationFrame(frame);
    };
  }, [main, pathname]);
}
