import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const PACT_DIR = 'contracts/pacts';

/**
 * Pact merges new interactions into an existing file, so a renamed or deleted interaction would
 * survive forever. Starting from an empty folder makes the pact file exactly what the tests say.
 */
export default function setup(): void {
  mkdirSync(PACT_DIR, { recursive: true });
  for (const file of readdirSync(PACT_DIR)) {
    if (file.endsWith('.json')) rmSync(path.join(PACT_DIR, file));
  }
}
