// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { MODULES_ATTRIBUTE } from '../src/config/signedInModules';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds `page` with the project's own vite.config.ts, in memory. */
async function buildPage(page: string): Promise<Rolldown.RolldownOutput> {
  const result = await build({
    root,
    logLevel: 'silent',
    build: { write: false, rollupOptions: { input: `${root}${page}` } },
  });
  return (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
}

const html = (output: Rolldown.RolldownOutput) =>
  output.output
    .filter((file): file is Rolldown.OutputAsset => file.fileName.endsWith('.html'))
    .map((file) => String(file.source))
    .join('\n');

describe('signedInPreload', () => {
  it("adds the preload script, listing the signed-in files, ahead of the app's entry", async () => {
    const output = await buildPage('index.html');
    const tag = new RegExp(
      `<script[^>]*preloadSignedIn-[^"]+\\.js"[^>]*${MODULES_ATTRIBUTE}="([^"]+)"`,
    );
    const page = html(output);
    const files = page.match(tag)?.[1].split(' ') ?? [];
    // The chunk with the signed-in shell's code, and the API client it imports.
    const shellChunk = output.output.find(
      (file): file is Rolldown.OutputChunk =>
        file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith('app/SignedInShell.tsx')),
    );
    // One file with the dashboard (vite.config.ts), not small files of its own.
    expect(shellChunk?.name).toBe('signed-in');
    expect(files).toContain(`./${shellChunk?.fileName}`);
    expect(files.some((file) => /\/api-[^/]+\.js$/.test(file))).toBe(true);
    // It runs before the entry: fetched first and at high priority (comments may quote tags).
    const scripts = [...page.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<script [^>]*>/g)];
    expect(scripts.map(([script]) => script)).toEqual([
      expect.stringMatching(
        /^<script type="module" async fetchpriority="high" src="[^"]*preloadSignedIn-/,
      ),
      expect.stringMatching(/ src="[^"]*assets\/index-[^"]+\.js"/),
    ]);
    expect(output.output.some((file) => file.fileName.includes('preloadSignedIn-'))).toBe(true);
  }, 60_000);

  it('leaves a page without the signed-in shell (the bench harness) alone', async () => {
    const output = await buildPage('tools/harness/compress.html');
    expect(html(output)).toContain('Image compression harness');
    expect(html(output)).not.toContain(MODULES_ATTRIBUTE);
    expect(output.output.some((file) => file.fileName.includes('preloadSignedIn-'))).toBe(false);
  }, 60_000);
});
