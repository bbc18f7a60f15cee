import type { CDPSession, Page } from 'playwright';

/** More than the browser's own bars take (87 px measured on Chromium 156). */
const ROOM_FOR_THE_BROWSER_BARS = 200;

/**
 * Headless Chromium makes a page's window the size of the emulated viewport, its (unseen) browser
 * bars included, so the viewport's lowest strip is never on the window's display. A frame that
 * changes only there is drawn but never shown, and Event Timing waits for the next frame that is:
 * pressing the Close button at the foot of a tall dialog read 104 ms instead of under 16. A taller
 * window puts the whole viewport on show; the viewport itself stays as emulated.
 */
export async function showWholeViewport(page: Page, cdp: CDPSession): Promise<void> {
  const viewport = () => page.evaluate(() => `${innerWidth}x${innerHeight}`);
  const before = await viewport();
  const { windowId, bounds } = await cdp.send('Browser.getWindowForTarget');
  if (bounds.height === undefined) throw new Error('the browser did not say its window height');
  await cdp.send('Browser.setWindowBounds', {
    windowId,
    bounds: { height: bounds.height + ROOM_FOR_THE_BROWSER_BARS },
  });
  const after = await viewport();
  if (after !== before)
    throw new Error(`the window's growth changed the viewport: ${before} → ${after}`);
}

/**
 * Lighthouse emulates its own phone screen (412×823) inside the window the browser opened with
 * (780×580 by default): the window it needs for that screen to be shown whole.
 */
export const LIGHTHOUSE_WINDOW = `--window-size=1000,${823 + ROOM_FOR_THE_BROWSER_BARS}`;
