// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';
let server: PreviewServer;
let base = '';

// A build's shape: index.html, config.json and a hashed script with its brotli copy.
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'preview-caching-'));
  mkdirSync(join(outDir, 'assets'));
  const script = 'console.log("portal");'.repeat(100);
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(outDir, 'config.json'), '{}');
  writeFileSync(join(outDir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(outDir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 4795, strictPort: false },
  });
  base = server.resolvedUrls?.local[0] ?? '';
});

afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const cacheControl = async (path: string, encoding: string) => {
  const response = await fetch(new URL(path, base), { headers: { 'Accept-Encoding': encoding } });
  expect(response.status).toBe(200);
  return response.headers.get('cache-control');
};

describe('vite preview caches as the production host should', () => {
  it('lets a browser keep hashed files for a year, brotli or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect(await cacheControl('assets/index-AbC123.js', encoding)).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('has the page and its configuration revalidated', async () => {
    expect(await cacheControl('', 'br')).toBe('no-cache');
    expect(await cacheControl('index.html', 'br')).toBe('no-cache');
    expect(await cacheControl('config.json', 'br')).toBe('no-cache');
  });
});
