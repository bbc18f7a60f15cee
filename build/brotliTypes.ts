// The text assets worth a brotli copy, with the content type each is served as.
import { extname } from 'node:path';

const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The content type of a file that gets a brotli copy, or undefined. */
export const brotliTypeOf = (path: string): string | undefined => BROTLI_TYPES[extname(path)];
