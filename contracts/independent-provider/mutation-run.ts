/**
 * Proves the pacts are neither empty nor too strict: verifies them against the independent
 * provider intact (must pass), then once per derived mutation (mutations.ts): every needed field
 * removed, retyped and renamed must fail each interaction that asserts it; every allowed
 * variation must pass. Both counts must be 100 %.
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
import { asResponseMutation, type Mutation } from './damage.js';
import { MUTATIONS, TOLERATED, UNTYPED } from './mutations.js';
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
  /** Verifies the interactions the change is aimed at: which of them failed. */
  const failuresWith = async (mutation: Mutation): Promise<Set<string>> => {
    provider.setMutation(asResponseMutation(mutation));
    // The filter is a regular expression over the interactions' descriptions.
    process.env.PACT_DESCRIPTION = `^(${mutation.interactions.map(escapeRegex).join('|')})$`;
    const result = await verifyPacts(options);
    if (result.passed) return new Set();
    return new Set(
      mutation.interactions.filter((i) => result.failed.some((f) => f.endsWith(` - ${i}`))),
    );
  };
  const percent = (part: number, all: number) =>
    `${all === 0 ? 100 : Math.floor((part / all) * 100)} %`;
  try {
    const baseline = await verifyPacts(options);
    if (!baseline.passed) {
      console.error(`The intact provider fails: ${baseline.failed.join('; ')}`);
      return 1;
    }
    let missed = 0;
    for (const mutation of MUTATIONS) {
      // Caught: every interaction that asserts the field fails (none asserting it is a miss).
      const failed = mutation.interactions.length > 0 ? await failuresWith(mutation) : new Set();
      const caught =
        mutation.interactions.length > 0 && failed.size === mutation.interactions.length;
      if (!caught) missed += 1;
      const where =
        mutation.interactions.length === 0
          ? ' (no interaction asserts it)'
          : ` (${failed.size} of ${mutation.interactions.length} interactions failed)`;
      console.error(
        `${caught ? 'caught' : 'MISSED'}  ${mutation.route}: ${mutation.what}${caught ? '' : where}`,
      );
    }
    let rejected = 0;
    for (const control of TOLERATED) {
      const failed = await failuresWith(control);
      if (failed.size > 0) rejected += 1;
      console.error(
        `${failed.size > 0 ? `REFUSED by ${[...failed].join('; ')}:` : 'passed'}  ${control.route}: ${control.what} (allowed)`,
      );
    }
    const caught = MUTATIONS.length - missed;
    const passed = TOLERATED.length - rejected;
    console.error(
      `Not retyped (a pact cannot tell "null or text" from a number): ${UNTYPED.join(', ')}`,
    );
    console.error(
      `${caught} of ${MUTATIONS.length} mutations caught (${percent(caught, MUTATIONS.length)}); ` +
        `${passed} of ${TOLERATED.length} allowed variations passed (${percent(passed, TOLERATED.length)})`,
    );
    return missed === 0 && rejected === 0 ? 0 : 1;
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
