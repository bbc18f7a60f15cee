import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

/**
 * The production headers, served by `vite preview` and mirrored in the README for the real host:
 * a strict CSP whose frame and form targets are the configured API, file and payment origins.
 */
export function securityHeaders(
  config: Record<string, string>,
): (path: string) => Record<string, string> {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : '');
  const api = origin(config.apiBaseUrl);
  const files = origin(config.fileBaseUrl);
  const payment = origin(config.paymentPageUrl);
  const external = [...new Set([api, files, payment].filter(Boolean))].join(' ');
  const policy = (frameAncestors: string) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      // MUI (Emotion) injects its styles at run time.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${files}`,
      "font-src 'self'",
      `connect-src 'self' ${api} ${files}`,
      `frame-src 'self' blob: ${external}`,
      `form-action 'self' ${payment}`,
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return (path) => {
    if (path.endsWith('/config.json')) return { ...common, 'Cache-Control': 'no-cache' };
    // The card provider's hosted page frames the communicator, so its origin is an ancestor too.
    if (path.endsWith('/payment-communicator.html')) {
      return { ...common, 'Content-Security-Policy': policy(`'self' ${payment}`) };
    }
    if (path.endsWith('/docusign-return.html')) {
      return { ...common, 'Content-Security-Policy': policy("'self'") };
    }
    return {
      ...common,
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': policy("'self'"),
    };
  };
}

function previewSecurityHeaders(): Plugin {
  return {
    name: 'preview-security-headers',
    configurePreviewServer(server) {
      const headersFor = securityHeaders(
        JSON.parse(readFileSync(configFile(), 'utf8')) as Record<string, string>,
      );
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        Object.entries(headersFor(path)).forEach(([name, value]) => res.setHeader(name, value));
        next();
      });
    },
  };
}

// One build serves every environment: `config.json` beside index.html is read at run time,
// so `base` is relative and nothing environment-specific is baked in.
export default defineConfig({
  base: './',
  plugins: [react(), runtimeConfigOverride(), previewSecurityHeaders()],
  server: { port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORTAL_PORT ?? 4173), strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
