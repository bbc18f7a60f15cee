/**
 * Builds one page of tools/harness with Vite, so it runs the portal's own src/lib code as the
 * production build does, serves the build and opens the page in headless Chromium. The browser,
 * the server and the build are gone once `run` has ended.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface HarnessPage {
  /** A page under tools/harness, such as `compress.html`. */
  file: string;
  /** Port to serve on; the next free one when it is taken. */
  port: number;
  /** Anything to set up before the page loads, such as routes. */
  prepare?: (page: Page) => Promise<void>;
}

export async function withBuiltHarness<T>(
  harness: HarnessPage,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'harness-'));
  try {
    await build({
      root,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { input: path.join(root, 'tools/harness', harness.file) },
      },
    });
    const server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: harness.port, strictPort: false, open: false },
    });
    try {
      const base = server.resolvedUrls?.local[0];
      if (!base) throw new Error('preview server has no URL');
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        page.on('pageerror', (error) => console.error('page error:', error.message));
        await harness.prepare?.(page);
        await page.goto(new URL(`tools/harness/${harness.file}`, base).href);
        await page.waitForFunction(() => window.harnessReady === true);
        return await run(page);
      } finally {
        await browser.close();
      }
    } finally {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
