/**
 * Every pact in contracts/pacts/ against openapi.yaml with @pactflow/swagger-mock-validator.
 * Its defaults are the strict ones: a response property the schema does not declare is an error
 * (--additionalPropertiesInResponse false). The pacts record paths relative to apiBaseUrl
 * (`/portal/...`), and the validator ignores the `/v1` of servers[0], so openapi.yaml is used as
 * it is. Exit code 1 on any error; warnings are printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SPEC = 'openapi.yaml';
/** PACT_DIR=<folder> checks other pact files (used to test this check itself). */
const PACT_DIR = process.env.PACT_DIR ?? 'contracts/pacts';
const VALIDATOR = path.join('node_modules', '.bin', 'swagger-mock-validator');

const pacts = existsSync(PACT_DIR)
  ? readdirSync(PACT_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(PACT_DIR, f))
  : [];
if (pacts.length === 0) {
  console.error(`No pact files in ${PACT_DIR}: run "npm run test:contracts" first.`);
  process.exit(1);
}

let failed = 0;
for (const pact of pacts) {
  const started = Date.now();
  const result = spawnSync(VALIDATOR, [SPEC, pact], { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const summary = output
    .split('\n')
    .filter((line) => /^\d+ (error|warning)\(s\)$/.test(line.trim()))
    .join(', ');
  const ms = Date.now() - started;
  if (result.status === 0) {
    console.log(`${pact}: compatible with ${SPEC} (${summary || 'no findings'}) in ${ms} ms`);
  } else {
    failed += 1;
    console.error(`${pact}: NOT compatible with ${SPEC} (${summary || 'validator failed'})`);
    console.error(output.replace(/\n\s+at .*/g, ''));
  }
}
process.exit(failed > 0 ? 1 : 0);
