import { chromium, type BrowserContext } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';

/**
 * The built files (paths relative to dist/) that Chromium actually fetches to show a route, from
 * a cold cache, until the network is idle. A cross-check of the manifest arithmetic in
 * routeBytes.ts: a dynamic import the manifest walk misses still shows up here.
 * `signIn` runs in a separate page first, so the measured page starts with a session in storage.
 */
export async function loadedFiles(
  portalUrl: string,
  route: string,
  ready: (page: import('playwright').Page) => Promise<void>,
  signIn?: (page: import('playwright').Page) => Promise<void>,
): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    if (signIn) {
      const setup = await browser.newContext();
      await signIn(await setup.newPage());
      storageState = await setup.storageState();
      await setup.close();
    }
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === portalUrl && /\.(js|css)$/.test(url.pathname)) {
        files.add(url.pathname.replace(/^\//, ''));
      }
    });
    await page.goto(`${portalUrl}/${route}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...files].sort();
  } finally {
    await browser.close();
  }
}
