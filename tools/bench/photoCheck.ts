/**
 * Photo check benchmark: 12 MP passport photos (4032 x 3024 JPEG) in headless Chromium, through
 * the BUILT harness (tools/harness/photoCheck.html, the portal's own src/lib code and worker).
 * Prints the check's worker time per photo (target ≤ 100 ms), the portal path's time with and
 * without the check, the longest main-thread task meanwhile (target: none over 50 ms), and the
 * gzip bytes of the passports route and of the compression worker.
 *
 *   npx tsx tools/bench/photoCheck.ts [--count 6] [--dist dist] [--strict]
 *
 * --dist reads the bytes of another build (e.g. one made before a change); --strict exits 1 when
 * a target is missed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, withHarness } from '../photo-check-set/openHarness';
import type { PhotoCheckBench } from '../harness/photoCheckHarness';
import { routeBytes } from './routeBytes';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const count = Number(argument('count') ?? 6);
const dist = path.resolve(root, argument('dist') ?? 'dist');
const strict = process.argv.includes('--strict');
const CHECK_TARGET_MS = 100;
const LONG_TASK_TARGET_MS = 50;
const KIB = 1024;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function bytesReport() {
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.log(`No build in ${dist} (run vite build first): route bytes skipped.`);
    return;
  }
  const route = routeBytes(dist, '#/passports', ['src/features/passports/PassportsPage.tsx']);
  const workers = readdirSync(path.join(dist, 'assets')).filter((file) =>
    /^compress\.worker-.*\.js$/.test(file),
  );
  const workerGzip = workers.reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length,
    0,
  );
  console.table([
    {
      what: 'passports route JS (gzip)',
      bytes: route.jsGzip,
      kib: (route.jsGzip / KIB).toFixed(1),
    },
    {
      what: 'passports route CSS (gzip)',
      bytes: route.cssGzip,
      kib: (route.cssGzip / KIB).toFixed(1),
    },
    {
      what: 'compression worker (gzip, fetched on the first photo)',
      bytes: workerGzip,
      kib: (workerGzip / KIB).toFixed(1),
    },
  ]);
}

function report(result: PhotoCheckBench) {
  console.table(
    result.checkMs.map((checkMs, index) => ({
      photo: index + 1,
      'decode ms': result.decodeMs[index],
      'check ms (worker)': checkMs,
      'compress+check ms': result.withCheckMs[index],
      'compress only ms': result.withoutCheckMs[index],
      verdict: result.verdicts[index]?.join(' ') || 'Sharp and well lit',
    })),
  );
  const worst = Math.max(...result.checkMs);
  const longest = result.longTasks.length ? Math.max(...result.longTasks) : 0;
  console.log(
    `Check in the worker: median ${median(result.checkMs)} ms, max ${worst} ms per 12 MP photo (target ≤ ${CHECK_TARGET_MS} ms).`,
  );
  console.log(
    `Portal path: median ${median(result.withCheckMs)} ms with the check, ${median(result.withoutCheckMs)} ms without.`,
  );
  console.log(
    `Main-thread long tasks meanwhile: ${result.longTasks.length}` +
      (result.longTasks.length ? ` (longest ${longest} ms)` : '') +
      ` (target: none over ${LONG_TASK_TARGET_MS} ms).`,
  );
  const missed = worst > CHECK_TARGET_MS || longest > LONG_TASK_TARGET_MS;
  if (missed) console.log('Photo check target MISSED.');
  if (missed && strict) process.exitCode = 1;
}

bytesReport();
console.log(`Generating, checking and compressing ${count} passport photos of 4032 x 3024 px...`);
await withHarness(async (page) => {
  const result = await page.evaluate((n) => window.photoCheckBench(n, 4032, 3024), count);
  report(result);
});
