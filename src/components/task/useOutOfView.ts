import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * Tells whether the element behind the returned ref is scrolled out of the viewport, so a page
 * can offer its main action in a sticky bar. False where IntersectionObserver is missing.
 */
export function useOutOfView<T extends Element>(): [ref: RefCallback<T>, outOfView: boolean] {
  const [outOfView, setOutOfView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setOutOfView(false);
      return;
    }
    observer.current = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.current.observe(element);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, outOfView];
}
