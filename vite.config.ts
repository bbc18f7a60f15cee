import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `PORTAL_CONFIG=/path/config.json` serves that file as /config.json (dev and preview), so a
 * second sandbox on other ports, or a test run, needs no edit of public/config.json.
 */
function runtimeConfigOverride(): Plugin {
  const file = process.env.PORTAL_CONFIG;
  const serve = (server: { middlewares: { use: (path: string, handler: ServeHandler) => void } }) => {
    if (!file) return;
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(file));
    });
  };
  return { name: 'runtime-config-override', configureServer: serve, configurePreviewServer: serve };
}

type ServeHandler = (
  req: unknown,
  res: { setHeader: (name: string, value: string) => void; end: (body: Buffer) => void },
) => void;

// One build serves every environment: `config.json` beside index.html is read at run time,
// so `base` is relative and nothing environment-specific is baked in.
export default defineConfig({
  base: './',
  plugins: [react(), runtimeConfigOverride()],
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORTAL_PORT ?? 4173), strictPort: true },
  build: { target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
