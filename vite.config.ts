import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserTargets } from './build/browserTargets.ts';
import { lazyReactDomClient } from './build/lazyReactDomClient.ts';
import { portalNameInHtml } from './build/portalNameInHtml.ts';
import { precompressBrotli } from './build/precompressBrotli.ts';
import { previewCaching } from './build/previewCaching.ts';
import { previewSecurityHeaders } from './build/previewSecurityHeaders.ts';
import { runtimeConfigOverride } from './build/runtimeConfigOverride.ts';
import { servePrecompressed } from './build/servePrecompressed.ts';
import { signedInPreload } from './build/signedInPreload.ts';

// One build serves every environment: `config.json` beside index.html is read at run time,
// so `base` is relative and nothing environment-specific is baked in. Each plugin's file under
// build/ says in its first line what it is for.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    lazyReactDomClient(command === 'build'),
    portalNameInHtml(),
    runtimeConfigOverride(),
    previewSecurityHeaders(),
    previewCaching(),
    servePrecompressed(),
    signedInPreload('src/app/SignedInShell.tsx'),
    precompressBrotli(),
  ],
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORTAL_PORT ?? 4173), strictPort: true },
  build: {
    target: browserTargets(),
    sourcemap: false,
    manifest: true,
    // Every browser the portal supports knows `modulepreload`; one without it only fetches a page's
    // code when the page opens. The polyfill ran in the app code's first task.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs is one file: the browser fetches it in one round
        // instead of discovering shared chunks only after the entry arrived. Pages stay lazy. The
        // API client (with RTK Query) is a file of its own beside the shell and the dashboard:
        // both come in one round, and a returning guest's calls start once the smaller arrives.
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 3 },
            { name: 'api', test: /src[\\/]api[\\/]portalApi/, priority: 2 },
            {
              name: 'signed-in',
              // The frame every signed-in page renders in, with the dashboard. The phone's menu
              // drawer is fetched later (features/layout/AppShell.tsx).
              test: /src[\\/](app[\\/]SignedInShell|features[\\/](layout|dashboard)[\\/](?!MobileMenu))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'tests/engines/**/*.test.ts',
      'tests/harness/**/*.test.ts',
    ],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
}));
