/**
 * Opens tools/harness/photoCheck.html, built so the page runs the portal's own src/lib/photoCheck.
 * `/set/<file>` serves the labelled images, `/fonts/OCRB.otf` Debian's OCR-B face.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { root, withBuiltHarness } from '../harness/builtHarness';

export { root };
export const setDir = path.join(root, 'tools/photo-check-set/images');
export const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

async function serveSetAndFont(page: Page) {
  await page.route('**/set/*', (route) =>
    route.fulfill({
      contentType: 'image/jpeg',
      body: readFileSync(path.join(setDir, path.basename(new URL(route.request().url()).pathname))),
    }),
  );
  await page.route('**/fonts/OCRB.otf', (route) =>
    route.fulfill({ contentType: 'font/otf', body: readFileSync(OCR_B_FONT) }),
  );
}

export const withHarness = <T>(run: (page: Page) => Promise<T>): Promise<T> =>
  withBuiltHarness(
    {
      file: 'photoCheck.html',
      port: Number(process.env.BENCH_PORT ?? 4481),
      prepare: serveSetAndFont,
    },
    run,
  );
