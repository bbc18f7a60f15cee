/**
 * Scores the portal's own src/lib/photoCheck (built, in headless Chromium, decoded by the
 * browser with EXIF orientation) on part of the second labelled set, per problem: bad photos
 * warned and good photos wrongly warned.
 *
 *   npx tsx tools/photo-check-set-2/evaluate.ts --half tuning|report [--all]
 *   npx tsx tools/photo-check-set-2/evaluate.ts --set report3|report4|report5 [--all]
 *
 * It lists the photos whose verdict differs from the label (--all: every photo), except on the
 * fifth report set, kept for a closing score: there only the totals. The report half (spent in
 * round 2) and the third and fourth report sets (spent in rounds 3 and 4) are tuned on since.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withBuiltHarness } from '../harness/builtHarness';
import { assessAll, percent, PROBLEMS } from '../photo-check-set/scoring';
import { outDir, reportDir } from './generate-paths';
import { reportSetOption, type LabelledPhoto2 } from './specs';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const half = option('half');
const part = reportSetOption(option('set'));
if (!part && half !== 'tuning' && half !== 'report')
  throw new Error('--half tuning|report or --set report3|report4|report5');
const directory = part ? reportDir(part) : outDir;
const labels = (
  JSON.parse(readFileSync(path.join(directory, 'labels.json'), 'utf8')) as LabelledPhoto2[]
).filter((photo) => part || photo.half === half);

const measured = await withBuiltHarness(
  {
    file: 'photoCheck.html',
    port: Number(process.env.BENCH_PORT ?? 4482),
    prepare: async (page) => {
      await page.route('**/set/*', (route) =>
        route.fulfill({
          contentType: 'image/jpeg',
          body: readFileSync(
            path.join(directory, path.basename(new URL(route.request().url()).pathname)),
          ),
        }),
      );
    },
  },
  (page) => assessAll(page, labels),
);

const good = measured.filter((row) => row.photo.problems.length === 0);
console.log(
  `${part ? `Report set ${part}` : `Second set, ${half} half`}: ${measured.length} photos, ${good.length} good`,
);
console.table(
  PROBLEMS.map((problem) => {
    const bad = measured.filter((row) => row.photo.problems.includes(problem));
    return {
      problem,
      'bad photos': bad.length,
      'bad warned': percent(bad.filter((row) => row.found.includes(problem)).length, bad.length),
      'good warned': percent(good.filter((row) => row.found.includes(problem)).length, good.length),
    };
  }),
);
const bad = measured.filter((row) => row.photo.problems.length > 0);
console.log(
  `Bad photos warned at all: ${percent(bad.filter((row) => row.found.length).length, bad.length)}`,
);
console.log(
  `Good photos warned at all: ${percent(good.filter((row) => row.found.length).length, good.length)}`,
);
// The fifth report set is scored, never looked into photo by photo: that would be tuning on it.
const shown =
  part === 'report5'
    ? []
    : process.argv.includes('--all')
      ? measured
      : measured.filter((row) => row.found.join() !== row.photo.problems.join());
if (shown.length)
  console.table(
    shown.map(({ photo, stats, found }) => ({
      file: photo.file,
      kind: photo.kind,
      label: photo.problems.join(' ') || '-',
      verdict: found.join(' ') || '-',
      ...Object.fromEntries(
        Object.entries(stats).map(([key, value]) => [key, Number(value.toFixed(4))]),
      ),
    })),
  );
