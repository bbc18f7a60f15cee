/**
 * Draws the second labelled set into tools/photo-check-set-2/out (gitignored; deterministic from
 * the seeds in specs.ts) with labels.json beside the photos.
 *
 *   npx tsx tools/photo-check-set-2/generate.ts [--half tuning|report] [--kind 'glare streak']
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outDir } from './generate-paths';
import { photograph } from './scene';
import { labelledSet2 } from './specs';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const half = option('half');
const kind = option('kind');
const photos = labelledSet2().filter(
  (photo) => (!half || photo.half === half) && (!kind || photo.kind === kind),
);
mkdirSync(outDir, { recursive: true });
let bytes = 0;
for (const photo of photos) {
  const file = photograph(photo.spec);
  bytes += file.length;
  writeFileSync(path.join(outDir, photo.file), file);
}
writeFileSync(path.join(outDir, 'labels.json'), JSON.stringify(labelledSet2(), null, 1));
console.log(`${photos.length} photos, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${outDir}`);
