import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright';
import { TASK_KEYS } from '../../mock-server/types';
import { START_CALLS_PREFIX } from '../../src/lib/startCalls';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';
import { describePhoneHeld, phoneCpu } from './phoneCpu';
import { openMeasuredPage } from './wholeViewport';

/**
 * What a guest's phone goes through on a plain page load of the built app: Chromium with its CPU
 * slowed to a mid-range phone (phoneCpu.ts) and its window showing the whole viewport
 * (wholeViewport.ts), both over the DevTools protocol; no debugger or profiler is attached, so V8
 * runs as it does for a guest. Figures are read in the page by PerformanceObserver.
 */

/** One page load's figures, in milliseconds from navigation start. */
export interface GuestRun {
  lcp: number;
  longTasks: number;
  longTaskTotal: number;
  longestTask: number;
  /** Sum of every long task's time beyond 50 ms, from navigation start until the page settled. */
  blocking: number;
  /** Dashboard only: until the profile and every task status are on screen. */
  allStatuses?: number;
}

export type GuestRoute = 'login' | 'dashboard';

declare global {
  interface Window {
    __guestTimings?: {
      lcp: number;
      longTasks: number[];
      allStatuses?: number;
      failed?: string;
    };
  }
}

/** What the page logs once its content is shown (see `guestContentShown`). */
const CONTENT_SHOWN = 'bench: guest content shown';

/**
 * Runs in the page before its own scripts. The dashboard is complete when its profile and every
 * task card (one per task of openapi.yaml) no longer say they are loading, the login page when
 * its Login button is there; the time taken is that of the next frame, the one that shows them.
 * The page says so on its console: waiting for it from the bench injects nothing into the page
 * (Playwright's selector and polling script takes a long task of its own to evaluate, which
 * would count among the portal's).
 */
function observeInPage(options: { route: GuestRoute; taskCount: number; shownMessage: string }) {
  const timings: NonNullable<Window['__guestTimings']> = { lcp: 0, longTasks: [] };
  window.__guestTimings = timings;
  new PerformanceObserver((list) => {
    list.getEntries().forEach((entry) => timings.longTasks.push(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    timings.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // No named inner functions: the bench's TypeScript loader would wrap them in a helper that the
  // page does not have.
  if (options.route === 'login') {
    const loginShown = new MutationObserver(() => {
      const buttons = Array.from(document.querySelectorAll('button'));
      if (!buttons.some((button) => button.textContent?.trim() === 'Login')) return;
      loginShown.disconnect();
      requestAnimationFrame(() => console.debug(options.shownMessage));
    });
    loginShown.observe(document, { childList: true, subtree: true });
    return;
  }
  const observer = new MutationObserver(() => {
    const cards = Array.from(document.querySelectorAll('article[aria-labelledby^="task-"]'));
    const profile = document.querySelector('section[aria-labelledby="profile-heading"]');
    if (cards.length !== options.taskCount || !profile || profile.textContent?.includes('Loading'))
      return;
    if (cards.some((card) => card.textContent?.includes('Loading'))) return;
    observer.disconnect();
    if (document.body.textContent?.includes('Unable to load')) timings.failed = 'a call failed';
    requestAnimationFrame(() => {
      timings.allStatuses = performance.now();
      console.debug(options.shownMessage);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Watches a load of `route` in `page` (`window.__guestTimings`); call it before `goto`. */
export const watchGuestLoad = (page: Page, route: GuestRoute) =>
  page.addInitScript(observeInPage, {
    route,
    taskCount: TASK_KEYS.length,
    shownMessage: CONTENT_SHOWN,
  });

/**
 * Resolves once the watched route's content is shown (the login form, or the dashboard's profile
 * and statuses); call it before `goto`, as the page may get there first.
 */
export async function guestContentShown(page: Page, timeout: number): Promise<void> {
  await page.waitForEvent('console', { predicate: (m) => m.text() === CONTENT_SHOWN, timeout });
}

/** The page's figures, read over the DevTools protocol: nothing of Playwright's runs in the page. */
export async function readGuestTimings(cdp: CDPSession): Promise<Window['__guestTimings']> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'window.__guestTimings',
    returnByValue: true,
  });
  return result.value as Window['__guestTimings'];
}

async function loadOnce(context: BrowserContext, url: string, route: GuestRoute, slowdown: number) {
  const { page, cdp } = await openMeasuredPage(context);
  await watchGuestLoad(page, route);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const shown = guestContentShown(page, 60_000);
  await page.goto(url);
  await shown;
  // Whatever the page still does after its content is up (late responses, idle work) counts too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const timings = await readGuestTimings(cdp);
  await page.close();
  if (!timings || timings.failed) throw new Error(`${url}: ${timings?.failed ?? 'no timings'}`);
  const { longTasks } = timings;
  return {
    lcp: timings.lcp,
    longTasks: longTasks.length,
    longTaskTotal: longTasks.reduce((sum, duration) => sum + duration, 0),
    longestTask: Math.max(0, ...longTasks),
    blocking: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    allStatuses: timings.allStatuses,
  } satisfies GuestRun;
}

/**
 * Signs the sandbox's first guest in and opens her dashboard once more, as a returning guest has
 * (so her next start sends the dashboard's calls early, src/lib/startCalls.ts).
 */
export async function signInReturningGuest(page: Page, portalUrl: string) {
  await page.goto(`${portalUrl}/#/login`);
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
  await page.getByLabel('Reservation number').fill('KX-1001');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.reload();
  // A build from before start calls were recorded stores none: its guest is measured without.
  await page
    .waitForFunction(
      (prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)),
      START_CALLS_PREFIX,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** The returning guest's storage, once; each measured load then starts from it. */
export async function signedInStorage(browser: Browser, portalUrl: string) {
  const context = await browser.newContext();
  await signInReturningGuest(await context.newPage(), portalUrl);
  const storage = await context.storageState();
  await context.close();
  return storage;
}

/** Debian's Chromium, for `guestLoader`. */
export const launchGuestBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A guest on one portal: each load in a fresh context, so caches are cold every time. */
export async function guestLoader(browser: Browser, portalUrl: string) {
  const storageState = await signedInStorage(browser, portalUrl);
  const { slowdown } = await phoneCpu(browser);
  return async (route: GuestRoute): Promise<GuestRun> => {
    const context = await browser.newContext(route === 'dashboard' ? { storageState } : {});
    try {
      return await loadOnce(context, `${portalUrl}/#/${route}`, route, slowdown);
    } finally {
      await context.close();
    }
  };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2;
};

/** "median (min–max)" of one figure over runs, in whole milliseconds or counts. */
export function spread(runs: GuestRun[], figure: keyof GuestRun): string {
  const values = sorted(runs.map((run) => run[figure] ?? NaN));
  const round = (value: number) => Math.round(value);
  return `${round(median(values))} (${round(values[0])}–${round(values[values.length - 1])})`;
}

/** Table rows for one route's runs. */
export function guestRows(label: string, runs: GuestRun[]) {
  return {
    route: label,
    'LCP ms': spread(runs, 'lcp'),
    'long tasks': spread(runs, 'longTasks'),
    'long task ms': spread(runs, 'longTaskTotal'),
    'longest ms': spread(runs, 'longestTask'),
    'blocking ms': spread(runs, 'blocking'),
    'all statuses ms': runs[0]?.allStatuses === undefined ? '' : spread(runs, 'allStatuses'),
  };
}

/** `runs` plain loads of each route, in turn (login, dashboard, login, …). */
export async function guestTimings(portalUrl: string, runs: number) {
  const browser = await launchGuestBrowser();
  const login: GuestRun[] = [];
  const dashboard: GuestRun[] = [];
  try {
    const load = await guestLoader(browser, portalUrl);
    for (let run = 0; run < runs; run += 1) {
      login.push(await load('login'));
      dashboard.push(await load('dashboard'));
    }
    return {
      login,
      dashboard,
      cpu: await phoneCpu(browser),
      held: await describePhoneHeld(browser),
    };
  } finally {
    await browser.close();
  }
}
