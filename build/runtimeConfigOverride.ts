// `PORTAL_CONFIG=/path/config.json` replaces public/config.json on the dev and preview servers.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { ServerLike } from './serverLike.ts';

/** The runtime configuration the dev and preview servers hand out. */
export const runtimeConfigFile = () => process.env.PORTAL_CONFIG ?? 'public/config.json';

export function runtimeConfigOverride(): Plugin {
  const serve = (server: ServerLike) => {
    if (!process.env.PORTAL_CONFIG) return;
    server.middlewares.use((req, res, next) => {
      if (!req.url?.split('?')[0].endsWith('/config.json')) return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(readFileSync(runtimeConfigFile()));
    });
  };
  return { name: 'runtime-config-override', configureServer: serve, configurePreviewServer: serve };
}
