import { defineConfig } from 'vitest/config';

// Consumer contract tests: Node's environment (real fetch, real FormData), one file at a time
// because every file writes to the same pact file.
export default defineConfig({
  test: {
    root: '.',
    environment: 'node',
    include: ['contracts/**/*.pact.test.ts'],
    fileParallelism: false,
    globalSetup: ['contracts/globalSetup.ts'],
    testTimeout: 30000,
    // No usage-statistics call from Pact (offline, deterministic runs).
    env: { PACT_DO_NOT_TRACK: 'true' },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/contracts.json' },
  },
});
