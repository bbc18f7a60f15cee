/**
 * Provider verification of every pact in contracts/pacts/.
 *
 *   npm run contracts:verify
 *       starts the sandbox (mock-server/start.ts) on free ports and verifies against it.
 *   npm run contracts:verify -- --against independent
 *       the same against contracts/independent-provider/, a second server written apart from
 *       the sandbox: the pacts must hold for any server that follows the API description.
 *   npm run contracts:verify -- --against independent --strict
 *       the same provider enforcing every request rule openapi.yaml states (X-Last-Access too).
 *   npm run contracts:verify -- --provider-base-url https://api.example/v1 \
 *       --state-change-url https://api.example/pact/state
 *       verifies a running server (the backend team's); starts nothing. This mode needs only
 *       this folder's own install (see package.json here), not the portal's.
 *
 * Options: --pact <file> (repeatable; default every contracts/pacts/*.json),
 * --log-level <error|warn|info|debug|trace>, --verifier <js|rust> (default js: pact-js's
 * Verifier; rust: the `pact-verifier` command of @pact-foundation/pact-cli).
 */
import path from 'node:path';
import type { LogLevel } from '@pact-foundation/pact';
import { PACT_DIR, pactFiles, verifyPacts } from './verifyPacts.js';

const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
const BUILT_IN = ['sandbox', 'independent'] as const;
type BuiltIn = (typeof BUILT_IN)[number];

interface RunningProvider {
  baseUrl: string;
  stateUrl: string;
  stop: () => Promise<void>;
}

const VERIFIERS = ['js', 'rust'] as const;

interface Options {
  against: BuiltIn;
  strict: boolean;
  verifier: (typeof VERIFIERS)[number];
  providerBaseUrl?: string;
  stateChangeUrl?: string;
  pacts: string[];
  logLevel: LogLevel;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    against: 'sandbox',
    strict: false,
    verifier: 'js',
    pacts: [],
    logLevel: 'warn',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (!v) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--provider-base-url':
        options.providerBaseUrl = value().replace(/\/+$/, '');
        break;
      case '--against': {
        const name = value();
        const known = BUILT_IN.find((b) => b === name);
        if (!known) throw new Error(`--against must be one of ${BUILT_IN.join(', ')}`);
        options.against = known;
        break;
      }
      case '--verifier': {
        const name = value();
        const known = VERIFIERS.find((v) => v === name);
        if (!known) throw new Error(`--verifier must be one of ${VERIFIERS.join(', ')}`);
        options.verifier = known;
        break;
      }
      case '--strict':
        options.strict = true;
        break;
      case '--state-change-url':
        options.stateChangeUrl = value();
        break;
      case '--pact':
        options.pacts.push(path.resolve(value()));
        break;
      case '--log-level': {
        const level = value();
        const known = LOG_LEVELS.find((l) => l === level);
        if (!known) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
        options.logLevel = known;
        break;
      }
      case '--help':
        console.log(
          'Usage: tsx contracts/verifier/verify.ts [--against sandbox|independent [--strict] | --provider-base-url URL --state-change-url URL] [--verifier js|rust] [--pact FILE] [--log-level LEVEL]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${argv[i]} (see --help)`);
    }
  }
  if (options.stateChangeUrl && !options.providerBaseUrl) {
    throw new Error('--state-change-url needs --provider-base-url');
  }
  if (options.strict && options.against !== 'independent') {
    throw new Error('--strict applies to --against independent only');
  }
  if (options.pacts.length === 0) options.pacts = pactFiles();
  if (options.pacts.length === 0) {
    throw new Error(`No pact files in ${PACT_DIR}: run "npm run test:contracts" first.`);
  }
  return options;
}

/** The portal's own providers are loaded only when asked for: a backend team has neither. */
async function startBuiltIn(name: BuiltIn, strict: boolean): Promise<RunningProvider> {
  if (name === 'sandbox') {
    const { startSandbox } = await import('./sandbox.js');
    return startSandbox();
  }
  const { startIndependentProvider } = await import('../independent-provider/server.js');
  return startIndependentProvider({ strict });
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  let provider: RunningProvider | null = null;
  let providerBaseUrl = options.providerBaseUrl;
  let stateChangeUrl = options.stateChangeUrl;
  if (!providerBaseUrl) {
    provider = await startBuiltIn(options.against, options.strict);
    const mode = options.strict ? ' (strict)' : '';
    console.log(`The ${options.against} provider${mode} started in ${Date.now() - started} ms`);
    providerBaseUrl = provider.baseUrl;
    stateChangeUrl = provider.stateUrl;
  }
  console.log(`Verifying ${options.pacts.map((p) => path.relative('.', p)).join(', ')}`);
  console.log(`  against ${providerBaseUrl}`);
  console.log(`  provider states via ${stateChangeUrl ?? '(none: states are not set up)'}`);

  try {
    const verify =
      options.verifier === 'rust'
        ? (await import('./rustVerifier.js')).verifyWithRust
        : verifyPacts;
    console.log(
      `  with the ${options.verifier === 'rust' ? 'Rust pact-verifier' : 'pact-js'} verifier`,
    );
    const result = await verify({ ...options, providerBaseUrl, stateChangeUrl });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.passed) {
      console.log(`Pact verification passed in ${seconds} s`);
    } else {
      // The verifier has printed every mismatch already; name the failed interactions once more.
      console.error(
        `Pact verification FAILED after ${seconds} s` +
          (result.failed.length > 0
            ? `: ${result.failed.length} interaction(s) failed:\n  ${result.failed.join('\n  ')}`
            : `: ${result.message}`),
      );
      process.exitCode = 1;
    }
  } finally {
    await provider?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
