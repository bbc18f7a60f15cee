// Writes `<file>.br` (quality 11) beside each text asset, for hosts that serve precompressed files.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotliTypeOf } from './brotliTypes.ts';

export function precompressBrotli(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'precompress-brotli',
    apply: 'build',
    configResolved(config) {
      outDir = resolvePath(config.root, config.build.outDir);
      writes = config.build.write;
    },
    closeBundle() {
      // A build kept in memory (`write: false`) has nothing on disk to compress.
      if (!writes) return;
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
