import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse (mobile emulation, simulated throttling) on a page, median of `runs`. `prepare`
 * runs first in the same browser profile, e.g. to sign in; storage is then kept.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  prepare?: (page: import('playwright').Page) => Promise<void>,
): Promise<LighthouseScores> {
  const port = 9300 + Math.floor(Math.random() * 500);
  // Lighthouse opens its page in the browser's default context: a persistent context is that
  // context, so a guest signed in by `prepare` is signed in for Lighthouse too.
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: null,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (prepare) await prepare(page);
    const cdp = await page.context().newCDPSession(page);
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Storage stays (the guest is signed in), the HTTP cache does not: every run loads cold.
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(prepare),
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
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
