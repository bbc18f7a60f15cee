import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportSet } from './specs';

/** Where generate.ts writes the second set (gitignored). */
export const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
/** Where `generate.ts --set report3|report4|report5` writes a report set (gitignored, under out/). */
export const reportDir = (part: ReportSet) => path.join(outDir, part);
