import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { securityHeaders } from './src/config/securityHeaders.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
interface ServerLike {
  middlewares: { use: (handler: Middleware) => void };
}

/** `PORTAL_CONFIG=/path/config.json` replaces public/config.json (dev and preview). */
const configFile = () => process.env.PORTAL_CONFIG ?? 'public/config.json';

function runtimeConfigOverride(): Plugin {
  const serve = (server: ServerLike) => {
    if (!process.env.PORTAL_CONFIG) return;
    server.middlewares.use((req, res, next) => {
      if (!req.url?.split('?')[0].endsWith('/config.json')) return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(configFile()));
    });
  };
  return { name: 'runtime-config-override', configureServer: serve, configurePreviewServer: serve };
}

/** Where `vite preview` collects CSP violation reports: POST adds, GET lists, DELETE clears. */
export const CSP_REPORT_PATH = '/__csp-reports';

function collectCspReports(server: ServerLike): void {
  let reports: unknown[] = [];
  server.middlewares.use((req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return next();
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          reports.push(JSON.parse(text));
        } catch {
          reports.push({ unreadable: text.slice(0, 2000) });
        }
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (req.method === 'DELETE') reports = [];
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(reports));
  });
}

function previewSecurityHeaders(): Plugin {
  return {
    name: 'preview-security-headers',
    configurePreviewServer(server) {
      const headersFor = securityHeaders(
        JSON.parse(readFileSync(configFile(), 'utf8')) as Record<string, string>,
        CSP_REPORT_PATH,
      );
      collectCspReports(server);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        Object.entries(headersFor(path)).forEach(([name, value]) => res.setHeader(name, value));
        next();
      });
    },
  };
}

const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const brotliTypeOf = (path: string) => BROTLI_TYPES[extname(path)];

/** Writes `<file>.br` (quality 11) beside each text asset, for hosts that serve precompressed files. */
function precompressBrotli(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-brotli',
    apply: 'build',
    configResolved(config) {
      outDir = resolvePath(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      walk(outDir)
        .filter((file) => brotliTypeOf(file) && statSync(file).size >= 1024)
        .forEach((file) =>
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(readFileSync(file), {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          ),
        );
    },
  };
}

/**
 * Puts the CSS of the first screens (login, dashboard) into index.html, rendered at build time by
 * `src/app/firstScreenStyles.tsx` through Vite's SSR loader: see that file for why.
 */
function prerenderFirstScreenStyles(): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-first-screen-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const server = await createServer({
        root,
        configFile: false,
        mode: 'production',
        appType: 'custom',
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { firstScreenStyleTags } = (await server.ssrLoadModule(
          '/src/app/firstScreenStyles.tsx',
        )) as { firstScreenStyleTags: () => Promise<string> };
        return html.replace('</head>', `${await firstScreenStyleTags()}\n  </head>`);
      } finally {
        await server.close();
      }
    },
  };
}

const REACT_DOM_CLIENT = 'virtual:react-dom-client';

/**
 * React DOM's client module, initialised on first use in the build (see `src/app/portalRoot.ts`):
 * the bundler turns the `require` into a call of React DOM's module function at that point. The
 * dev server serves native modules, which have no `require`, so it imports React DOM as usual.
 */
function lazyReactDomClient(isBuild: boolean): Plugin {
  return {
    name: 'lazy-react-dom-client',
    resolveId: (source) => (source === REACT_DOM_CLIENT ? `\0${REACT_DOM_CLIENT}` : undefined),
    load(id) {
      if (id !== `\0${REACT_DOM_CLIENT}`) return undefined;
      return isBuild
        ? "export const reactDomClient = () => require('react-dom/client');"
        : "import * as client from 'react-dom/client';\nexport const reactDomClient = () => client;";
    },
  };
}

/** `vite preview` answers with the precompressed file when the browser accepts brotli. */
function servePrecompressed(): Plugin {
  return {
    name: 'serve-precompressed',
    configurePreviewServer(server) {
      const outDir = resolvePath(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
        const type = brotliTypeOf(path);
        const file = join(outDir, path);
        if (
          !type ||
          !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) ||
          !file.startsWith(outDir) ||
          !existsSync(`${file}.br`)
        ) {
          return next();
        }
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Vary', 'Accept-Encoding');
        res.end(readFileSync(`${file}.br`));
      });
    },
  };
}

/**
 * react-router 7 exports only its development build (dev warnings, extra checks) whatever the
 * mode: remix-run/react-router#14102. Production builds take the production files it also ships.
 */
const reactRouterProductionBuild = {
  'react-router/dom': fileURLToPath(
    new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

// One build serves every environment: `config.json` beside index.html is read at run time,
// so `base` is relative and nothing environment-specific is baked in.
export default defineConfig(({ command }) => ({
  base: './',
  resolve: {
    alias: command === 'build' ? reactRouterProductionBuild : {},
  },
  plugins: [
    react(),
    lazyReactDomClient(command === 'build'),
    runtimeConfigOverride(),
    previewSecurityHeaders(),
    servePrecompressed(),
    precompressBrotli(),
    prerenderFirstScreenStyles(),
  ],
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORTAL_PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the portal supports knows `modulepreload`; one without it only fetches a page's
    // code when the page opens. The polyfill ran in the app code's first task.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs is one file: the browser fetches it in one round
        // instead of discovering shared chunks only after the entry arrived. Pages stay lazy.
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 2 },
            {
              name: 'signed-in',
              test: /src[\\/](features[\\/](layout|dashboard)[\\/]|api[\\/]portalApi)/,
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
    include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
}));
