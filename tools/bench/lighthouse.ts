import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';
import { startStack } from '../../tests/harness/stack';
import type { LocalCertificate } from '../../tests/harness/tlsFront';
import { signInReturningGuest } from './guestTimings';
import { MID_RANGE_PHONE_INDEX, simulatedPhoneSlowdown } from './phoneCpu';
import { check } from './verdict';
import { ROOM_FOR_THE_BROWSER_BARS } from './wholeViewport';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** The CPU multipliers the runs used, lowest and highest. */
  slowdowns: string;
}

/**
 * Lighthouse emulates its phone's screen inside the window the browser opened with (780×580 by
 * default, which showed 493 of the screen's 823 px): a window that shows all of it.
 */
const { width, height } = screenEmulationMetrics.mobile;
const lighthouseWindow = `--window-size=${width},${height + ROOM_FOR_THE_BROWSER_BARS}`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse (mobile emulation, simulated throttling) on a page, median of `runs`. `prepare`
 * runs first in the same browser profile, e.g. to sign in; storage is then kept. The browser
 * trusts `certificate` (a local HTTPS stack's) and no other unknown one. The CPU is the bench's
 * phone, calibrated before each run (`tools/bench/phoneCpu.ts`), unless `lighthouseDefaultCpu`
 * asks for Lighthouse's fixed 4x (a different phone on every machine).
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  {
    prepare,
    certificate,
    lighthouseDefaultCpu = false,
  }: {
    prepare?: (page: Page) => Promise<void>;
    certificate?: LocalCertificate;
    lighthouseDefaultCpu?: boolean;
  } = {},
): Promise<LighthouseScores> {
  const port = 9300 + Math.floor(Math.random() * 500);
  // Lighthouse opens its page in the browser's default context: a persistent context is that
  // context, so a guest signed in by `prepare` is signed in for Lighthouse too.
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      lighthouseWindow,
      `--remote-debugging-port=${port}`,
      ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : []),
    ],
    viewport: null,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (prepare) await prepare(page);
    const cdp = await page.context().newCDPSession(page);
    const results: Omit<LighthouseScores, 'slowdowns'>[] = [];
    const slowdowns: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Storage stays (the guest is signed in), the HTTP cache does not: every run loads cold.
      await cdp.send('Network.clearBrowserCache');
      const slowdown = lighthouseDefaultCpu ? 4 : await simulatedPhoneSlowdown(page);
      slowdowns.push(slowdown);
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(prepare),
        throttling: { cpuSlowdownMultiplier: slowdown },
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      // A route that bounced elsewhere (the guard sending a signed-out browser to #/login) would
      // measure the wrong page.
      if (new URL(finalDisplayedUrl).hash !== new URL(url).hash) {
        throw new Error(`Lighthouse measured ${finalDisplayedUrl} instead of ${url}`);
      }
      results.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
        largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      });
    }
    return {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      bestPractices: median(results.map((r) => r.bestPractices)),
      totalBlockingTimeMs: median(results.map((r) => r.totalBlockingTimeMs)),
      largestContentfulPaintMs: median(results.map((r) => r.largestContentfulPaintMs)),
      slowdowns: `${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x`,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const MAX_LCP_MS = 2500;
const DASHBOARD_MIN_PERFORMANCE = 95;

/**
 * The bench's Lighthouse table for `#/login` and a returning guest's `#/dashboard`, with the
 * portal and its API served as production serves them: HTTPS with HTTP/2. Over plain HTTP/1.1
 * Lighthouse's model spreads the start's requests over up to six new connections per origin,
 * each starting slow, which no guest's browser does with a production host.
 */
export async function lighthouseSection(dist = 'dist'): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  console.log(
    `\nLighthouse, mobile emulation, simulated throttling, median of ${runs}; the portal and its\n` +
      'API over HTTPS with HTTP/2, as in production (tests/harness/tlsFront.ts)…',
  );
  const stack = await startStack(4940, 4983, dist, { https: true });
  const { portalUrl, certificate } = stack;
  let login: LighthouseScores;
  let dashboard: LighthouseScores;
  let dashboardAtDefaultCpu: LighthouseScores;
  try {
    login = await lighthouseMedian(`${portalUrl}/#/login`, runs, { certificate });
    const signedIn = {
      certificate,
      prepare: (page: Page) => signInReturningGuest(page, portalUrl),
    };
    dashboard = await lighthouseMedian(`${portalUrl}/#/dashboard`, runs, signedIn);
    dashboardAtDefaultCpu = await lighthouseMedian(`${portalUrl}/#/dashboard`, runs, {
      ...signedIn,
      lighthouseDefaultCpu: true,
    });
  } finally {
    await stack.stop();
  }
  const row = (route: string, scores: LighthouseScores, minimumPerformance?: number) => ({
    route,
    'CPU x': scores.slowdowns,
    performance: scores.performance,
    accessibility: scores.accessibility,
    'best practices': scores.bestPractices,
    'TBT ms': scores.totalBlockingTimeMs,
    'LCP ms': scores.largestContentfulPaintMs,
    result:
      minimumPerformance === undefined
        ? 'reference'
        : check(
            scores.accessibility === 100 &&
              scores.bestPractices === 100 &&
              scores.largestContentfulPaintMs <= MAX_LCP_MS &&
              scores.performance >= minimumPerformance,
          ),
  });
  console.table([
    row('#/login', login, 0),
    row('#/dashboard', dashboard, DASHBOARD_MIN_PERFORMANCE),
    row("#/dashboard, Lighthouse's 4x", dashboardAtDefaultCpu),
  ]);
  console.log(
    `CPU: the bench's phone (benchmark index ${MID_RANGE_PHONE_INDEX}), the factor read before each run from this\n` +
      "machine's index; the last row is the same page at Lighthouse's fixed 4x, which is that phone only\n" +
      'on a machine of index 4000 (and a low-end one on a slower machine): shown, not judged.\n' +
      `Targets: accessibility 100, best practices 100, LCP ≤ ${MAX_LCP_MS} ms, dashboard\n` +
      `performance ≥ ${DASHBOARD_MIN_PERFORMANCE}. A speed-up is kept only if the guest's phone figures below\n` +
      "do not get worse: a change that only moves the lab model's figures is not worth its code.",
  );
}
