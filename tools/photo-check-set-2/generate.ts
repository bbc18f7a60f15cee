/**
 * Draws the second labelled set into tools/photo-check-set-2/out (gitignored; deterministic from
 * the seeds in specs.ts) with labels.json beside the photos; `--set report3` (report4, report5)
 * draws that report set into out/report3 (out/report4, out/report5) instead.
 *
 *   npx tsx tools/photo-check-set-2/generate.ts [--half tuning|report] [--kind 'glare streak']
 *   npx tsx tools/photo-check-set-2/generate.ts --set report3|report4|report5
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outDir, reportDir } from './generate-paths';
import { photograph } from './scene';
import { labelledSet2, reportSetOption, reportSet } from './specs';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const part = reportSetOption(option('set'));
const half = option('half');
const kind = option('kind');
const all = part ? reportSet(part) : labelledSet2();
const directory = part ? reportDir(part) : outDir;
const photos = all.filter(
  (photo) => (!half || photo.half === half) && (!kind || photo.kind === kind),
);
mkdirSync(directory, { recursive: true });
let bytes = 0;
for (const photo of photos) {
  const file = photograph(photo.spec);
  bytes += file.length;
  writeFileSync(path.join(directory, photo.file), file);
}
writeFileSync(path.join(directory, 'labels.json'), JSON.stringify(all, null, 1));
console.log(`${photos.length} photos, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${directory}`);
