/**
 * Provider verification with the language-neutral Rust verifier: the `pact-verifier` command of
 * @pact-foundation/pact-cli, a native binary shipped in a per-platform npm package (nothing is
 * downloaded at install or run time). It reads V4 pacts, injects provider-state values and posts
 * `{state, params, action}` to the state URL, as the JS verifier does.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VerifyOptions, VerifyResult } from './verifyPacts.js';

const BIN = 'pact-verifier';

/** The command from the nearest install: this folder's own, else the portal's. */
function binary(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.resolve(here, '../..')].map((dir) =>
    path.join(dir, 'node_modules', '.bin', BIN),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${BIN} is not installed: npm install @pact-foundation/pact-cli`);
  return found;
}

/** Runs `pact-verifier` against the provider; its report goes to this process's output. */
export function verifyWithRust(options: VerifyOptions): Promise<VerifyResult> {
  const base = new URL(options.providerBaseUrl);
  const args = [
    ...options.pacts.flatMap((pact) => ['--file', pact]),
    '--provider-name',
    'guest-portal-api',
    '--hostname',
    base.hostname,
    '--port',
    base.port || (base.protocol === 'https:' ? '443' : '80'),
    '--transport',
    base.protocol.replace(':', ''),
    '--base-path',
    base.pathname.replace(/\/+$/, ''),
    '--loglevel',
    options.logLevel,
    ...(options.stateChangeUrl ? ['--state-change-url', options.stateChangeUrl] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(binary(), args, {
      stdio: 'inherit',
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    child.once('exit', (code) =>
      resolve(
        code === 0
          ? { passed: true }
          : { passed: false, failed: [], message: `${BIN} exited with ${code ?? 'a signal'}` },
      ),
    );
  });
}
