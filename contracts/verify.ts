/**
 * Provider verification of every pact in contracts/pacts/.
 *
 *   npm run contracts:verify
 *       starts the sandbox (mock-server/start.ts) on free ports, verifies against
 *       http://localhost:<port>/v1 with the sandbox's state-change endpoint, then stops it.
 *
 *   npm run contracts:verify -- --provider-base-url https://api.example/v1 \
 *       --state-change-url https://api.example/pact/state
 *       verifies a running server (the backend team's); starts nothing.
 *
 * Options: --pact <file> (repeatable; default every contracts/pacts/*.json),
 * --log-level <error|warn|info|debug|trace>.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier, type LogLevel } from '@pact-foundation/pact';

// No usage-statistics call from Pact.
process.env.PACT_DO_NOT_TRACK ??= 'true';

const PROVIDER = 'guest-portal-api';
const PACT_DIR = path.resolve('contracts/pacts');
const FIRST_PORT = Number(process.env.CONTRACTS_SANDBOX_PORT ?? 4610);
const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;

interface Options {
  providerBaseUrl?: string;
  stateChangeUrl?: string;
  pacts: string[];
  logLevel: LogLevel;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { pacts: [], logLevel: 'warn' };
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
          'Usage: tsx contracts/verify.ts [--provider-base-url URL --state-change-url URL] [--pact FILE] [--log-level LEVEL]',
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
  if (options.pacts.length === 0) {
    options.pacts = readdirSync(PACT_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(PACT_DIR, f));
  }
  if (options.pacts.length === 0) {
    throw new Error(`No pact files in ${PACT_DIR}: run "npm run test:contracts" first.`);
  }
  return options;
}

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Three consecutive free ports: gateway, Prism, upstream. */
async function freePorts(from: number): Promise<[number, number, number]> {
  for (let port = from; port < from + 300; port += 3) {
    const free = await Promise.all([port, port + 1, port + 2].map(portIsFree));
    if (free.every(Boolean)) return [port, port + 1, port + 2];
  }
  throw new Error(`No three free ports between ${from} and ${from + 300}`);
}

/**
 * Pact's verification proxy forwards a POST without a body (createEnvelope) with
 * `Transfer-Encoding: chunked`; Prism's proxy answers such a request with a 500. Browsers send
 * `Content-Length: 0`, so the proxy is made to do the same.
 */
const emptyBodyHasLength = (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
  if (!req.headers['content-length'] && !req.headers['transfer-encoding']) {
    req.headers['content-length'] = '0';
  }
  next();
};

interface Sandbox {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function startSandbox(): Promise<Sandbox> {
  const [gateway, prism, upstream] = await freePorts(FIRST_PORT);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-server/start.ts'], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(gateway),
      PRISM_PORT: String(prism),
      UPSTREAM_PORT: String(upstream),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  const baseUrl = `http://localhost:${gateway}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (output.includes('sandbox ready')) {
      const health = await fetch(`${baseUrl}/__sandbox/health`).catch(() => null);
      if (health?.ok) return { baseUrl, stop };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The sandbox did not start (ports ${gateway}-${upstream}):\n${output}`);
}

/** The verifier rejects with a JSON report as its message; list the failed interactions from it. */
function failedInteractions(error: unknown): string[] {
  try {
    const report = JSON.parse(error instanceof Error ? error.message : String(error)) as {
      errors?: Array<{ interaction?: string }>;
    };
    return (report.errors ?? []).map((e) => e.interaction ?? '(unnamed interaction)');
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  let sandbox: Sandbox | null = null;
  let providerBaseUrl = options.providerBaseUrl;
  let stateChangeUrl = options.stateChangeUrl;
  if (!providerBaseUrl) {
    sandbox = await startSandbox();
    console.log(`Sandbox started at ${sandbox.baseUrl} in ${Date.now() - started} ms`);
    providerBaseUrl = `${sandbox.baseUrl}/v1`;
    stateChangeUrl = `${sandbox.baseUrl}/__sandbox/provider-state`;
  }
  console.log(`Verifying ${options.pacts.map((p) => path.relative('.', p)).join(', ')}`);
  console.log(`  against ${providerBaseUrl}`);
  console.log(`  provider states via ${stateChangeUrl ?? '(none: states are not set up)'}`);

  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl,
      pactUrls: options.pacts,
      // The native verifier posts {state, params, action} here before (setup) and after
      // (teardown) each interaction and injects the JSON it answers (token, ids) into requests.
      providerStatesSetupUrl: stateChangeUrl,
      logLevel: options.logLevel,
      requestFilter: emptyBodyHasLength,
    }).verifyProvider();
    console.log(`Pact verification passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    // The verifier has printed every mismatch already; name the failed interactions once more.
    const failed = failedInteractions(error);
    console.error(
      `Pact verification FAILED after ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (failed.length > 0
          ? `: ${failed.length} interaction(s) failed:\n  ${failed.join('\n  ')}`
          : `: ${error instanceof Error ? error.message : String(error)}`),
    );
    process.exitCode = 1;
  } finally {
    await sandbox?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
