/**
 * One provider verification run, shared by the command line (verify.ts) and the mutation run.
 * Needs only @pact-foundation/pact and Node's own modules.
 */
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type LogLevel } from '@pact-foundation/pact';

// No usage-statistics call from Pact.
process.env.PACT_DO_NOT_TRACK ??= 'true';

const PROVIDER = 'guest-portal-api';
export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));

export interface VerifyOptions {
  providerBaseUrl: string;
  stateChangeUrl?: string;
  pacts: string[];
  logLevel: LogLevel;
}

/** Every pact file in contracts/pacts/, sorted. */
export const pactFiles = (): string[] =>
  readdirSync(PACT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(PACT_DIR, f));

/**
 * Pact's verification proxy forwards a POST without a body (createEnvelope) with
 * `Transfer-Encoding: chunked`; Prism's proxy responds to such a request with a 500. Browsers send
 * `Content-Length: 0`, so the proxy is made to do the same.
 */
const emptyBodyHasLength = (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
  if (!req.headers['content-length'] && !req.headers['transfer-encoding']) {
    req.headers['content-length'] = '0';
  }
  next();
};

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

export type VerifyResult = { passed: true } | { passed: false; failed: string[]; message: string };

/** Verifies the pacts; the native verifier prints every check to stdout as it goes. */
export async function verifyPacts(options: VerifyOptions): Promise<VerifyResult> {
  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: options.providerBaseUrl,
      pactUrls: options.pacts,
      // The native verifier posts {state, params, action} here before (setup) and after
      // (teardown) each interaction and injects the JSON it returns (token, ids) into requests.
      providerStatesSetupUrl: options.stateChangeUrl,
      logLevel: options.logLevel,
      requestFilter: emptyBodyHasLength,
    }).verifyProvider();
    return { passed: true };
  } catch (error) {
    return {
      passed: false,
      failed: failedInteractions(error),
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
