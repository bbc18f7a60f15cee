import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where generate.ts writes the second set (gitignored). */
export const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
/** Where `generate.ts --set report3` writes the third report set (gitignored, under out/). */
export const report3Dir = path.join(outDir, 'report3');
