/**
 * Builds tests/harness/photoCheck.html with Vite (so the page runs the portal's own
 * src/lib/photoCheck), serves it, and opens it in headless Chromium. `/set/<file>` serves the
 * labelled images, `/fonts/OCRB.otf` Debian's OCR-B face.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const setDir = path.join(root, 'tests/photo-check-set/images');
export const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

export async function withHarness<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'photo-check-harness-'));
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(root, 'tests/harness/photoCheck.html') },
    },
  });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: Number(process.env.BENCH_PORT ?? 4481), strictPort: false, open: false },
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('preview server has no URL');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.route('**/set/*', (route) =>
      route.fulfill({
        contentType: 'image/jpeg',
        body: readFileSync(
          path.join(setDir, path.basename(new URL(route.request().url()).pathname)),
        ),
      }),
    );
    await page.route('**/fonts/OCRB.otf', (route) =>
      route.fulfill({ contentType: 'font/otf', body: readFileSync(OCR_B_FONT) }),
    );
    await page.goto(new URL('tests/harness/photoCheck.html', base).href);
    await page.waitForFunction(() => window.photoHarnessReady === true);
    return await run(page);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}
