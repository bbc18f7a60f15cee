import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/ports';

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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await browser.newPage();
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
      const { categories, audits } = result.lhr;
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
    await browser.close();
  }
}
