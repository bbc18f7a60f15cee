import { useLayoutEffect, useRef } from 'react';
import { coveredBottom, subscribeBottomRoom } from './bottomOverlays';

/**
 * Room under the page while the submit bar or the reminder shows, so its last control can be
 * scrolled clear of them. Its height is set on the element, not through React: it changes in the
 * browser's resize pass, where a React render would also run every effect the page has pending
 * and make that frame long.
 */
export function BottomOverlaySpacer() {
  const spacer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = spacer.current;
    if (!element) return undefined;
    const follow = () => {
      element.style.height = `${coveredBottom()}px`;
    };
    follow();
    return subscribeBottomRoom(follow);
  }, []);
  return <div ref={spacer} aria-hidden="true" />;
}
