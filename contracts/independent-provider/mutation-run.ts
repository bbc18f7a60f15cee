/**
 * Proves the pacts are not empty: verifies them against the independent provider intact (must
 * pass), then once per mutation with one needed field damaged (the named interaction must fail).
 *
 *   npm run contracts:mutations
 *
 * The native verifier prints every check to stdout; that goes to test-results/mutation-run.log
 * and this run prints one line per mutation.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pactFiles, verifyPacts } from '../verifier/verifyPacts.js';
import { asAnswerMutation, type Mutation } from './damage.js';
import { MUTATIONS, TOLERATED } from './mutations.js';
import { startIndependentProvider } from './server.js';

const WORKER_FLAG = '--worker';
const LOG = 'test-results/mutation-run.log';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function worker(): Promise<number> {
  const provider = await startIndependentProvider();
  const options = {
    providerBaseUrl: provider.baseUrl,
    stateChangeUrl: provider.stateUrl,
    pacts: pactFiles(),
    logLevel: 'error' as const,
  };
  /** Verifies the one interaction the change is aimed at; true when it fails. */
  const failsWith = async (mutation: Mutation): Promise<boolean> => {
    provider.setMutation(asAnswerMutation(mutation));
    // The filter is a regular expression over the interactions' descriptions.
    process.env.PACT_DESCRIPTION = `^${escapeRegex(mutation.interaction)}$`;
    const result = await verifyPacts(options);
    return !result.passed && result.failed.some((f) => f.endsWith(` - ${mutation.interaction}`));
  };
  try {
    const baseline = await verifyPacts(options);
    if (!baseline.passed) {
      console.error(`The intact provider fails: ${baseline.failed.join('; ')}`);
      return 1;
    }
    let missed = 0;
    for (const mutation of MUTATIONS) {
      const failed = await failsWith(mutation);
      if (!failed) missed += 1;
      console.error(`${failed ? 'caught' : 'MISSED'}  ${mutation.route}: ${mutation.what}`);
    }
    let refused = 0;
    for (const control of TOLERATED) {
      const failed = await failsWith(control);
      if (failed) refused += 1;
      console.error(
        `${failed ? 'REFUSED' : 'passed'}  ${control.route}: ${control.what} (allowed)`,
      );
    }
    console.error(
      `${MUTATIONS.length - missed} of ${MUTATIONS.length} mutations caught; ` +
        `${TOLERATED.length - refused} of ${TOLERATED.length} allowed variations passed`,
    );
    return missed === 0 && refused === 0 ? 0 : 1;
  } finally {
    delete process.env.PACT_DESCRIPTION;
    await provider.stop();
  }
}

/** Runs the worker in a child whose stdout (the verifier's report) goes to the log file. */
function main(): Promise<number> {
  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(LOG);
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), WORKER_FLAG],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.stdout.pipe(log);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      console.log(`Verifier output: ${LOG}`);
      resolve(code ?? 1);
    });
  });
}

const run = process.argv.includes(WORKER_FLAG) ? worker() : main();
run.then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
