/**
 * Scores the photo check on the labelled set with the portal's own code (src/lib/photoCheck,
 * built by Vite and run in headless Chromium, decoding with the browser as the portal does).
 * Prints per-problem accuracy, the false-warning rate on good photos, and for each statistic the
 * threshold the set supports (halfway between the closest good and bad photos).
 *
 *   npx tsx tools/photo-check-set/evaluate.ts [--all]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { photoProblems } from '../../src/lib/photoCheck/assess';
import { PHOTO_THRESHOLDS } from '../../src/lib/photoCheck/thresholds';
import { root, withHarness } from './openHarness';
import type { LabelledPhoto } from './specs';
import { assessAll, percent, PROBLEMS } from './scoring';
import { suggestThresholds } from './suggestThresholds';

const labels = JSON.parse(
  readFileSync(path.join(root, 'tools/photo-check-set/labels.json'), 'utf8'),
) as LabelledPhoto[];

const measured = await withHarness((page) => assessAll(page, labels));

console.log(`Labelled set: ${labels.length} photos, committed thresholds:`, PHOTO_THRESHOLDS);
console.table(
  PROBLEMS.map((problem) => {
    const bad = measured.filter((row) => row.photo.problems.includes(problem));
    const others = measured.filter((row) => !row.photo.problems.includes(problem));
    return {
      problem,
      photos: bad.length,
      'warned (accuracy)': percent(
        bad.filter((row) => row.found.includes(problem)).length,
        bad.length,
      ),
      'said wrongly on others': percent(
        others.filter((row) => row.found.includes(problem)).length,
        others.length,
      ),
    };
  }),
);
const good = measured.filter((row) => row.photo.problems.length === 0);
const bad = measured.filter((row) => row.photo.problems.length > 0);
console.log(
  `Bad photos warned at all: ${percent(bad.filter((row) => row.found.length).length, bad.length)}`,
);
console.log(
  `Bad photos with exactly their labelled problems: ${percent(
    bad.filter((row) => row.found.join() === row.photo.problems.join()).length,
    bad.length,
  )}`,
);
console.log(
  `False warnings on good photos: ${percent(good.filter((row) => row.found.length).length, good.length)}`,
);

const wrong = measured.filter((row) => row.found.join() !== row.photo.problems.join());
const shown = process.argv.includes('--all') ? measured : wrong;
if (shown.length) {
  console.log(
    process.argv.includes('--all')
      ? 'Every photo:'
      : 'Photos where the verdict differs from the label:',
  );
  console.table(
    shown.map(({ photo, stats, found }) => ({
      file: photo.file,
      label: photo.problems.join(' ') || '-',
      verdict: found.join(' ') || '-',
      sharp: stats.sharpness.toFixed(3),
      p5: stats.p5,
      p50: stats.p50,
      p95: stats.p95,
      clipped: stats.clipped.toFixed(3),
      glare: stats.glare.toFixed(4),
      page: stats.page.toFixed(2),
      resampling: stats.resampling.toFixed(0),
      veil: stats.veil.toFixed(2),
      long: stats.longSide,
    })),
  );
}
console.log('Thresholds the set supports:', suggestThresholds(measured));
// The same rule the portal applies, re-run here so a changed rule shows up as a changed score.
const rerun = measured.filter((row) => photoProblems(row.stats).join() !== row.found.join());
if (rerun.length) throw new Error('The harness and photoProblems disagree');
