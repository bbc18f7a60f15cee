/**
 * Renders the labelled set into tools/photo-check-set/images and writes labels.json.
 * Needs Debian's fonts-ocr-b (apt-get install fonts-ocr-b) and Chromium at /usr/bin/chromium.
 *
 *   npx tsx tools/photo-check-set/generate.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { root, setDir, withHarness } from './openHarness';
import { labelledSet } from './specs';

const photos = labelledSet();
mkdirSync(setDir, { recursive: true });
for (const old of readdirSync(setDir)) rmSync(path.join(setDir, old));

await withHarness(async (page) => {
  await page.evaluate(() => window.loadOcrB('/fonts/OCRB.otf'));
  let bytes = 0;
  for (const photo of photos) {
    const base64 = await page.evaluate((spec) => window.drawPhoto(spec), photo.spec);
    const jpeg = Buffer.from(base64, 'base64');
    bytes += jpeg.length;
    writeFileSync(path.join(setDir, photo.file), jpeg);
  }
  console.log(`${photos.length} photos, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
});
const labels = path.join(root, 'tools/photo-check-set/labels.json');
writeFileSync(labels, await format(JSON.stringify(photos), { filepath: labels }));
