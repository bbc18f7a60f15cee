/**
 * Draws the labelled MRZ set: `npx tsx tools/mrz-set/generate.ts [count] [seed]`. Deterministic from
 * the seed; writes tools/mrz-set/out/*.jpg and labels.json (not committed). Even indexes are the
 * tuning half, odd ones the report half. A few 12 MP photos are added for timing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openDrawingPage } from './browser';
import { drawPhoto } from './draw';
import { makeSample, type Sample } from './sample';

export const OUT_DIR = 'tools/mrz-set/out';
const count = Number(process.argv[2] ?? 200);
const seed = Number(process.argv[3] ?? 31);

mkdirSync(OUT_DIR, { recursive: true });
const { browser, page } = await openDrawingPage();
const samples: Sample[] = [];
const sizes: [number, number][] = Array.from({ length: count }, (_, at) =>
  at % 3 === 0 ? [1200, 1600] : [1600, 1200],
);
const timing: [number, number][] = [
  [4000, 3000],
  [3000, 4000],
  [4000, 3000],
  [4000, 3000],
];
for (const [index, size] of [...sizes, ...timing].entries()) {
  const sample = makeSample(seed, index, size);
  if (index >= count) Object.assign(sample, { name: `timing-${index - count}`, split: 'timing' });
  const url = await page.evaluate(drawPhoto, sample);
  writeFileSync(`${OUT_DIR}/${sample.name}.jpg`, Buffer.from(url.split(',')[1], 'base64'));
  samples.push(sample);
}
await browser.close();
writeFileSync(`${OUT_DIR}/labels.json`, JSON.stringify(samples, null, 1));
console.log(`wrote ${samples.length} photos to ${OUT_DIR}`);
