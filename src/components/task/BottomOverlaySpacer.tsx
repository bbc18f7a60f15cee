import { useCoveredBottom } from './bottomOverlays';

/**
 * Room under the page while the submit bar or the reminder shows, so its last control can be
 * scrolled clear of them. Only this element changes when they come and go.
 */
export function BottomOverlaySpacer() {
  const covered = useCoveredBottom();
  return covered > 0 ? <div aria-hidden="true" style={{ height: covered }} /> : null;
}
