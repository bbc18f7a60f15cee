// `vite preview` caches as the production host should: hashed files for a year, the rest revalidated.
import type { Plugin } from 'vite';

/** Files under assets/ carry a content hash in their name: a new build never reuses a name. */
const HASHED = /^\/assets\//;

/** The Cache-Control a host sends for `path` (index.html, config.json and the rest: revalidate). */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function previewCaching(): Plugin {
  return {
    name: 'preview-caching',
    configurePreviewServer(server) {
      // Set before the static files are served: the file server keeps a header already set.
      server.middlewares.use((req, res, next) => {
        res.setHeader('Cache-Control', cacheControlFor((req.url ?? '/').split('?')[0]));
        next();
      });
    },
  };
}
