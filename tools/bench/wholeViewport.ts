import type { BrowserContext, CDPSession, Page } from 'playwright';

/** More than the browser's own bars take (87 px measured on Chromium 156's headless mode). */
export const ROOM_FOR_THE_BROWSER_BARS = 200;

/**
 * Playwright sizes a headless page's window to its viewport, allowing nothing for the browser's
 * bars; Chromium's headless mode still keeps them (unseen) inside the window. The viewport's
 * lowest strip is then never on the window's display: a frame that changes only there is drawn
 * but not shown, and every figure read from shown frames (Event Timing, first paint, LCP) waits
 * for the next frame that is. Pressing the Close button at the foot of a tall dialog read 104 ms
 * instead of under 16. A taller window shows the whole viewport; the viewport stays as emulated.
 * Playwright resizes the window again if the viewport's size changes: call this after that.
 */
async function showWholeViewport(cdp: CDPSession): Promise<void> {
  const { windowId, bounds } = await cdp.send('Browser.getWindowForTarget');
  if (bounds.height === undefined) throw new Error('the browser did not say its window height');
  const height = bounds.height + ROOM_FOR_THE_BROWSER_BARS;
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { height } });
  const grown = await cdp.send('Browser.getWindowBounds', { windowId });
  if (grown.bounds.height !== height)
    throw new Error(`the window stayed ${grown.bounds.height} px high, not ${height}`);
}

/** A new page to measure, with its DevTools session, its whole viewport on show. */
export async function openMeasuredPage(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await showWholeViewport(cdp);
  return { page, cdp };
}
