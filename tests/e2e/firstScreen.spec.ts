/**
 * Start-up is split into main-thread tasks (src/main.tsx, src/app/portalRoot.ts): the bundle's
 * module code only defines things, and React DOM's client initialises later, in a timer task of its
 * own. That split relies on the bundler wrapping React DOM's CommonJS code so that it runs on first
 * `require`; the first test fails if an upgrade of React DOM or of the bundler evaluates it eagerly,
 * the second if a module of the first screen builds, as it loads, what the sign-in page never uses.
 */
import type { Page } from '@playwright/test';
import { PAGE_PRELOAD_DELAY_MS } from '../../src/config/pagePreload';
import { MODULES_ATTRIBUTE } from '../../src/config/signedInModules';
import { START_CALLS_PREFIX } from '../../src/lib/startCalls';
import { expect, test, type Portal } from './fixtures';

/** The path of every request the page makes from now on. */
function requestedPaths(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

declare global {
  interface Window {
    /** For each time React DOM's client registered itself: whether a timer task was running. */
    __reactDomInitInTimer?: boolean[];
    /** Each Intl number or date formatter built since the page began to load. */
    __intlFormattersBuilt?: string[];
  }
}

test('React DOM initialises in a task of its own, after the bundle has run @phone', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const inits: boolean[] = [];
    window.__reactDomInitInTimer = inits;
    let inTimer = false;
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      setTimer(() => {
        inTimer = true;
        try {
          if (typeof handler === 'function') handler(...args);
        } finally {
          inTimer = false;
        }
      }, timeout)) as typeof window.setTimeout;
    // React DOM's client registers with a devtools hook when one is present, as it initialises.
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        checkDCE: () => undefined,
        inject: () => {
          inits.push(inTimer);
          return 1;
        },
      },
    });
  });
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  expect(await page.evaluate(() => window.__reactDomInitInTimer)).toEqual([true]);
});

test('no page builds a number or date formatter as it opens @phone', async ({ page, portal }) => {
  // Building one loads the locale's data: 30-60 ms on a phone, in the bundle's first task for
  // a page that shows no money or date, in the render that shows the dashboard's balance, or as a
  // page's code loads (in the tap that opens it, or while the phone preloads it).
  await page.addInitScript(() => {
    const built: string[] = [];
    window.__intlFormattersBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const original = Intl[name];
      const count = () => built.push(name);
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct: (target, args) => {
            count();
            return Reflect.construct(target, args);
          },
          apply: (target, self, args) => {
            count();
            return Reflect.apply(target, self, args);
          },
        }),
      });
    }
  });
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  expect(await page.evaluate(() => window.__intlFormattersBuilt)).toEqual([]);
  await portal.login('fresh');
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  expect(await page.evaluate(() => window.__intlFormattersBuilt)).toEqual([]);
  const linked = await page
    .getByRole('main')
    .locator('a[href^="#/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = [...new Set([...linked, '#/payments'])];
  expect(pages.length).toBeGreaterThan(6);
  for (const hash of pages) {
    await page.evaluate((target) => (window.location.hash = target), hash);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__intlFormattersBuilt), hash).toEqual([]);
    await page.goBack();
  }
});

test('the portal frame is painted from index.html alone, and the app replaces it @phone', async ({
  browser,
  page,
  portal,
}, testInfo) => {
  // Before any script has run (here: none at all), the guest sees the portal, not a white page.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const plain = await context.newPage();
  await plain.goto(testInfo.project.use.baseURL ?? '/');
  const frame = plain.locator('.first-paint');
  await expect(frame).toBeVisible();
  await expect(frame).toContainText('Guest Portal');
  await expect(frame).toContainText('Loading your portal…');
  // The logo is loaded (an SVG reports a default natural size, never 0, once decoded).
  expect(
    await frame
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  const box = await frame.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await plain.screenshot({ path: testInfo.outputPath('first-paint.png') });
  await context.close();

  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  // Nothing the guest already sees moves when the app takes over from the frame.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((entry) => (entry as unknown as { value: number }).value)),
        ).observe({ type: 'layout-shift', buffered: true });
        // With no shift recorded, the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );
  expect(shifts.filter((value) => value > 0)).toEqual([]);
  await portal.shot('login-after-first-paint');
});

test("a returning guest's signed-in code downloads beside the app's entry, a new visitor's not at all @phone", async ({
  page,
  portal,
}) => {
  const requested = requestedPaths(page);
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  const listed = await page.locator(`script[${MODULES_ATTRIBUTE}]`).getAttribute(MODULES_ATTRIBUTE);
  const signedInFiles = (listed ?? '').split(' ').map((file) => file.replace(/^\.\//, '/'));
  expect(signedInFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/api-/),
      expect.stringMatching(/\/signed-in-/),
    ]),
  );
  expect(requested.filter((path) => signedInFiles.includes(path))).toEqual([]);

  await portal.login('fresh');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The entry is held back until every signed-in file has been asked for (or 3 s have passed):
  // only the preload script can ask for them while the entry has not arrived.
  requested.length = 0;
  let askedBeforeEntry = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const start = Date.now();
    while (!signedInFiles.every((file) => requested.includes(file)) && Date.now() - start < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    askedBeforeEntry = signedInFiles.every((file) => requested.includes(file));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(askedBeforeEntry).toBe(true);
  // Each file is downloaded once: the app's own import finds the preloaded module.
  expect(requested.filter((path) => signedInFiles.includes(path)).sort()).toEqual(
    [...signedInFiles].sort(),
  );
});

test("a returning guest's dashboard calls go out beside the app's entry, each once @phone", async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The first start on the dashboard sends its own calls and records them for the next one.
  await page.reload();
  const recorded = await page.waitForFunction((prefix) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith(prefix));
    const calls = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string[]>)
      : {};
    return calls['/dashboard']?.map((url) => `GET ${new URL(url).pathname}`);
  }, START_CALLS_PREFIX);
  const dashboardCalls = ((await recorded.jsonValue()) ?? []).sort();
  expect(dashboardCalls).toEqual(expect.arrayContaining(['GET /v1/portal']));

  // The entry is held back until every recorded call has gone out (or 3 s have passed).
  // Counted from the reload's own request: a call the old page sent as it left is not one of them.
  let firstCall = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      firstCall = portal.apiCalls.length;
  });
  const callsSince = () => portal.apiCalls.slice(firstCall);
  let sentBeforeEntry: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const start = Date.now();
    while (callsSince().length < dashboardCalls.length && Date.now() - start < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    sentBeforeEntry = callsSince().sort();
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Emma', { exact: false }).first()).toBeVisible();
  expect(sentBeforeEntry).toEqual(dashboardCalls);
  // The app took those answers as its own: no call went out twice.
  await expect.poll(() => callsSince().length).toBeGreaterThanOrEqual(dashboardCalls.length);
  const sent = callsSince();
  expect(sent.filter((call, index) => sent.indexOf(call) !== index)).toEqual([]);
});

test("a phone's dashboard shows without the menu drawer's code, which follows before the guest needs it @phone-only", async ({
  page,
  portal,
}) => {
  const requested = requestedPaths(page);
  await portal.login('fresh');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  requested.length = 0;
  await page.reload();
  await expect(page.getByText('Walker Jane Emma')).toBeVisible();
  const drawerCode = () => requested.filter((path) => /\/(MobileMenu|Modal)-/.test(path));
  expect(drawerCode()).toEqual([]);
  await expect.poll(drawerCode, { timeout: 5000 }).toHaveLength(2);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

/** A fresh guest signs in; the requests from then on, once her dashboard shows. */
async function dashboardRequests(page: Page, portal: Pick<Portal, 'login'>) {
  const requested = requestedPaths(page);
  await portal.login('fresh');
  await expect(page.getByText('Walker Jane Emma')).toBeVisible();
  return requested;
}

async function openMealsFromDashboard(page: Page) {
  await page.getByRole('link', { name: 'Open Meal Request' }).click();
  await expect(page.getByRole('heading', { name: 'Meal Requests Registration' })).toBeVisible();
}

/** The code of a signed-in page (every `*Page.tsx` is a file of its own in the build). */
const pageCode = (requested: string[]) => requested.filter((path) => /Page-[^/]+\.js$/.test(path));

test("the other pages' code downloads while the guest reads her dashboard: a tap then fetches no code @phone", async ({
  page,
  portal,
}) => {
  const requested = await dashboardRequests(page, portal);
  expect(pageCode(requested)).toEqual([]);
  await expect
    .poll(() => pageCode(requested).some((path) => path.includes('/TravelAppPage-')), {
      timeout: PAGE_PRELOAD_DELAY_MS + 10_000,
    })
    .toBe(true);
  // A file is named after its page, then a hash of its content (which may hold a '-').
  const pageNames = pageCode(requested).map((path) => /\/([A-Za-z]+Page)-/.exec(path)?.[1]);
  expect(pageNames).toEqual(expect.arrayContaining(['PaymentsPage', 'MealsPage', 'FlightsPage']));

  requested.length = 0;
  await openMealsFromDashboard(page);
  expect(requested.filter((path) => path.endsWith('.js'))).toEqual([]);
});

test('with the browser asked to save data, a page downloads only when the guest opens it @phone', async ({
  page,
  portal,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  const requested = await dashboardRequests(page, portal);
  await page.waitForTimeout(PAGE_PRELOAD_DELAY_MS + 2000);
  expect(pageCode(requested)).toEqual([]);

  await openMealsFromDashboard(page);
  expect(pageCode(requested)).toEqual([expect.stringMatching(/\/MealsPage-/)]);
});

test('while a tapped page’s code is on its way, its loading bar moves nothing @phone', async ({
  page,
  portal,
}) => {
  // The page's code held back, as on a slow link before the pages have been preloaded.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/MealsPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await portal.login('fresh');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Dashboard');
  const top = async () => (await heading.boundingBox())?.y;
  const dashboardTop = await top();
  await (await portal.menuLink('Meal Requests')).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  expect(await top()).toBe(dashboardTop);
  release();
  await expect(heading).toHaveText('Meal Requests Registration');
  const arrivedAt = await top();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  expect(await top()).toBe(arrivedAt);
});
