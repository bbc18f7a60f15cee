/**
 * A guest opening the portal from an e-mail on mobile data: a cold load (empty cache) over a slow
 * link, on the calibrated phone CPU, of the login page, and of the dashboard for a guest who signed
 * in before (the code and data it waits for are the longest chain of the first screens). First
 * paint (the frame index.html paints by itself) and first contentful paint, read in the page by
 * PerformanceObserver; LCP and the dashboard's statuses as tools/bench/guestTimings.ts reads them.
 * From that dashboard the guest then opens her meal requests, a few seconds later, on the same link.
 * `tsx tools/bench/coldStart.ts <outDir>` measures a build made before.
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { startStack } from '../../tests/harness/stack';
import {
  guestContentShown,
  readGuestTimings,
  launchGuestBrowser,
  signedInStorage,
  watchGuestLoad,
  type GuestRoute,
} from './guestTimings';
import { describePhoneCpu, describePhoneHeld, phoneCpu } from './phoneCpu';
import { openMeasuredPage } from './wholeViewport';

/** The link: 400 ms round trip, 400 kbps down (a weak mobile signal). */
export const SLOW_LINK = { latency: 400, downloadKbps: 400, uploadKbps: 200 };

interface ColdLoad {
  firstPaint: number;
  firstContentfulPaint: number;
  lcp: number;
  /** The dashboard's profile and six statuses shown (tools/bench/guestTimings.ts). */
  allStatuses?: number;
  /** From the tap on the dashboard's Meals card to the page's first passenger shown. */
  mealsOpened?: number;
}

/** How long the guest reads her dashboard before she taps a task. */
const GUEST_READS_MS = 5000;

/** Taps the dashboard's Meals card the way a guest does and times the page's arrival. */
async function openMeals(page: Page): Promise<number> {
  await page.waitForTimeout(GUEST_READS_MS);
  const started = Date.now();
  await page.getByRole('link', { name: 'Open Meal Request' }).click();
  await page.getByRole('button', { name: /^Edit/ }).first().waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

const OBSERVE = `(() => {
  const seen = { firstPaint: 0, firstContentfulPaint: 0 };
  window.__coldStart = seen;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
    if (entry.name === 'first-paint') seen.firstPaint = entry.startTime;
    if (entry.name === 'first-contentful-paint') seen.firstContentfulPaint = entry.startTime;
  })).observe({ type: 'paint', buffered: true });
})()`;

async function coldLoad(
  browser: Browser,
  portalUrl: string,
  route: GuestRoute,
  storageState?: BrowserContextOptions['storageState'],
): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState });
  try {
    const { page, cdp } = await openMeasuredPage(context);
    await page.addInitScript({ content: OBSERVE });
    await watchGuestLoad(page, route);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_LINK.latency,
      downloadThroughput: (SLOW_LINK.downloadKbps * 1000) / 8,
      uploadThroughput: (SLOW_LINK.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: (await phoneCpu(browser)).slowdown });
    const shown = guestContentShown(page, 120_000);
    await page.goto(`${portalUrl}/#/${route}`, { timeout: 120_000 });
    await shown;
    await page.waitForTimeout(500);
    const paints = await page.evaluate(
      () => (window as unknown as { __coldStart: Omit<ColdLoad, 'lcp'> }).__coldStart,
    );
    const timings = await readGuestTimings(cdp);
    const mealsOpened = route === 'dashboard' ? await openMeals(page) : undefined;
    return { ...paints, lcp: timings?.lcp ?? NaN, allStatuses: timings?.allStatuses, mealsOpened };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b);
  return ordered[Math.floor(ordered.length / 2)];
};

/** Cold loads of the login page and of a signed-in guest's dashboard on the slow link. */
export async function coldStartSection(portalUrl: string, runs = 3) {
  const browser = await launchGuestBrowser();
  try {
    const cpu = await phoneCpu(browser);
    const storageState = await signedInStorage(browser, portalUrl);
    console.log(
      `\nCold start on a slow link (${SLOW_LINK.latency} ms round trip, ${SLOW_LINK.downloadKbps} kbps), ` +
        `${describePhoneCpu(cpu)}, 375 px, median of ${runs}…`,
    );
    const rows = [];
    for (const route of ['login', 'dashboard'] as const) {
      const loads: ColdLoad[] = [];
      for (let run = 0; run < runs; run += 1) {
        const signedIn = route === 'dashboard' ? storageState : undefined;
        loads.push(await coldLoad(browser, portalUrl, route, signedIn));
      }
      const row = (figure: keyof ColdLoad) =>
        Math.round(median(loads.map((load) => load[figure] ?? NaN)));
      rows.push({
        route: `#/${route}`,
        'first paint ms': row('firstPaint'),
        'first contentful paint ms': row('firstContentfulPaint'),
        'LCP ms': row('lcp'),
        'all statuses ms': route === 'dashboard' ? row('allStatuses') : '',
        'then Meals opened ms': route === 'dashboard' ? row('mealsOpened') : '',
      });
    }
    console.table(rows);
    console.log(
      'Target: the portal frame painted within 1 s (first contentful paint). "Then Meals ' +
        `opened": the dashboard's Meals card tapped ${GUEST_READS_MS / 1000} s after the statuses ` +
        "showed, until the page's first passenger shows.",
    );
    console.log(await describePhoneHeld(browser));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startStack(4930, 4993, process.argv[2] ?? 'dist');
  await coldStartSection(stack.portalUrl).finally(() => stack.stop());
  process.exit(0);
}
