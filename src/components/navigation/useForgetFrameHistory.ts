import { useEffect, useRef } from 'react';

/**
 * Navigations inside a provider's frame (the signing or payment page's form posts, its return
 * page) add entries to the tab's history that outlive the frame in Chromium and WebKit, so Back
 * would first walk through them with nothing to show. As the window starts closing, while the
 * frame is still in the page, step back over the entries it added: one Back then leaves the page.
 * Counting after the frame is removed would overshoot in Firefox, which drops a removed frame's
 * entries late.
 */
export function useForgetFrameHistory(frameShown: boolean) {
  const lengthAtOpen = useRef<number | null>(null);
  useEffect(() => {
    if (frameShown) {
      lengthAtOpen.current ??= window.history.length;
      return;
    }
    if (lengthAtOpen.current === null) return;
    const added = window.history.length - lengthAtOpen.current;
    lengthAtOpen.current = null;
    // These steps move the closing frame back to its first page; the page itself stays.
    if (added > 0) window.history.go(-added);
  }, [frameShown]);
}
