/**
 * Compression benchmark: 12 phone-size photos (4032 x 3024 JPEG) compressed one after the other
 * in headless Chromium through the BUILT worker (vite build of tools/harness/compress.html, which
 * imports the portal's own src/lib/imageCompression). Prints total time, time per photo, the
 * result sizes and the longest main-thread task while compressing (PerformanceObserver
 * longtask; target: none over 50 ms).
 *
 *   npx tsx tools/bench/compression.ts [--count 12] [--width 4032] [--height 3024] [--strict]
 *
 * --strict exits 1 when the long-task target is missed (sizes over the limits always fail).
 */
import { MAX_DIMENSION, TARGET_BYTES } from '../../src/lib/imageCompression/limits';
import { withBuiltHarness } from '../harness/builtHarness';
import type { BenchResult } from '../harness/compressHarness';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = argument('count', 12);
const width = argument('width', 4032);
const height = argument('height', 3024);
const strict = process.argv.includes('--strict');
const LONG_TASK_TARGET_MS = 50;

async function main() {
  await withBuiltHarness(
    { file: 'compress.html', port: Number(process.env.BENCH_PORT ?? 4479) },
    async (page) => {
      console.log(`Generating and compressing ${count} photos of ${width} x ${height} px...`);
      const result: BenchResult = await page.evaluate(
        ([n, w, h]) => window.compressionBench(n, w, h),
        [count, width, height] as const,
      );
      report(result);
    },
  );
}

function report({ photos, totalMs, longTasks }: BenchResult) {
  const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  console.table(
    photos.map((photo) => ({
      photo: photo.name,
      input: mb(photo.inputBytes),
      output: mb(photo.bytes),
      size: `${photo.width} x ${photo.height}`,
      type: photo.type,
      ms: photo.ms,
    })),
  );
  const longest = longTasks.length ? Math.max(...longTasks) : 0;
  console.log(`Total: ${totalMs} ms for ${photos.length} photos`);
  console.log(`Per photo: ${Math.round(totalMs / Math.max(1, photos.length))} ms on average`);
  console.log(
    `Main-thread long tasks while compressing: ${longTasks.length}` +
      (longTasks.length ? ` (longest ${longest} ms: ${longTasks.join(', ')} ms)` : ''),
  );
  const tooBig = photos.filter(
    (photo) => photo.bytes > TARGET_BYTES || Math.max(photo.width, photo.height) > MAX_DIMENSION,
  );
  const taskOk = longest <= LONG_TASK_TARGET_MS;
  console.log(
    taskOk
      ? `Long-task target met: no main-thread task over ${LONG_TASK_TARGET_MS} ms.`
      : `Long-task target MISSED: a main-thread task took ${longest} ms (target ${LONG_TASK_TARGET_MS} ms).`,
  );
  if (tooBig.length)
    console.error(`Over the limits: ${tooBig.map((photo) => photo.name).join(', ')}`);
  else console.log(`All outputs at most 1 MB and ${MAX_DIMENSION} px on the long side.`);
  if (tooBig.length || (strict && !taskOk)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
