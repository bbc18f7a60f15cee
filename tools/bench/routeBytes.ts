import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBytes {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/** Every chunk a route loads: the entry's static graph plus each lazy module's static graph. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * `lazyModules` are the lazily loaded modules the route renders, each named by its source path or,
 * when the build groups it into a named chunk (vite.config.ts), by that chunk's name.
 */
export function routeBytes(distDir: string, route: string, lazyModules: string[]): RouteBytes {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');
  const lazyKeys = lazyModules.map((module) => {
    const key = Object.keys(manifest).find(
      (candidate) => candidate.endsWith(module) || manifest[candidate].name === module,
    );
    if (!key) throw new Error(`${module} is not a chunk of the build`);
    return key;
  });
  const chunks = [...staticClosure(manifest, [entry, ...lazyKeys])].map((key) => manifest[key]);
  const files = [...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
  return filesBytes(distDir, route, files);
}

/** The CSS index.html carries inline, gzip level 9. */
function inlineCssGzip(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return css.length ? gzipSync(css.join(''), { level: 9 }).length : 0;
}

/**
 * gzip (level 9) bytes of the JS and of the CSS among `files` (paths relative to `distDir`); the
 * CSS includes what index.html carries inline, which every route loads.
 */
export function filesBytes(distDir: string, route: string, files: string[]): RouteBytes {
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const total = (extension: string) =>
    files.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzip(file), 0);
  return {
    route,
    files,
    jsGzip: total('.js'),
    cssGzip: total('.css') + inlineCssGzip(distDir),
  };
}
