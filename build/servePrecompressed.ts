// `vite preview` responds with the precompressed file when the browser accepts brotli.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import type { Plugin } from 'vite';
import { brotliTypeOf } from './brotliTypes.ts';

export function servePrecompressed(): Plugin {
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
