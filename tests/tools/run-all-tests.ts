/**
 * `npm test`: every check and every test runner, in order, ending with one line
 * "N passed, N failed" that sums them all (checks count one each).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  /** Reads pass/fail counts from a runner's JSON report; checks without one count as one test. */
  report?: { file: string; read: (json: unknown) => { passed: number; failed: number } };
}

const REPORTS = 'test-results';
mkdirSync(REPORTS, { recursive: true });

const vitestCounts = (json: unknown) => {
  const report = json as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const playwrightCounts = (json: unknown) => {
  const stats = (json as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

/** One journey per engine and width counts as one test; each engine's counts are shown. */
const engineCounts = (json: unknown) => {
  const engines = json as Record<string, { passed: number; failed: number; seconds: number }>;
  const total = { passed: 0, failed: 0 };
  for (const [engine, counts] of Object.entries(engines)) {
    console.log(
      `    ${engine}: ${counts.passed} passed, ${counts.failed} failed in ${counts.seconds.toFixed(1)} s`,
    );
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  return total;
};

const steps: Step[] = [
  { name: 'eslint', command: 'npx eslint . --max-warnings=0' },
  { name: 'prettier', command: 'npx prettier --check . --log-level=warn' },
  { name: 'typecheck', command: 'npx tsc -b' },
  { name: 'openapi lint', command: 'npx redocly lint openapi.yaml --format=stylish' },
  { name: 'codegen freshness', command: 'npx tsx tests/tools/check-codegen.ts' },
  {
    name: 'unit tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${REPORTS}/unit.json`,
    report: { file: `${REPORTS}/unit.json`, read: vitestCounts },
  },
  {
    name: 'contract tests',
    command: 'npm run --silent test:contracts',
    report: { file: `${REPORTS}/contracts.json`, read: vitestCounts },
  },
  { name: 'pacts vs openapi', command: 'npx tsx contracts/checks/pacts-vs-openapi.ts' },
  { name: 'pacts vs prism mock', command: 'npx tsx contracts/checks/pacts-vs-prism.ts' },
  { name: 'pact verification: sandbox', command: 'npx tsx contracts/verifier/verify.ts' },
  {
    name: 'pact verification: independent provider',
    command: 'npx tsx contracts/verifier/verify.ts --against independent',
  },
  {
    name: 'pact verification: independent provider, strict (every request rule of openapi.yaml)',
    command: 'npx tsx contracts/verifier/verify.ts --against independent --strict',
  },
  {
    name: 'pact verification with the Rust pact-verifier: sandbox',
    command: 'npx tsx contracts/verifier/verify.ts --verifier rust',
  },
  {
    name: 'pact verification with the Rust pact-verifier: independent provider, normal and strict',
    command:
      'npx tsx contracts/verifier/verify.ts --against independent --verifier rust && ' +
      'npx tsx contracts/verifier/verify.ts --against independent --strict --verifier rust',
  },
  {
    name: 'pact mutation run (derived from the field map: both counts 100 %)',
    command: 'npx tsx contracts/independent-provider/mutation-run.ts',
  },
  {
    name: 'browser tests',
    command: 'npm run --silent test:e2e',
    report: { file: `${REPORTS}/e2e.json`, read: playwrightCounts },
  },
  {
    name: 'cross-engine journeys (Chromium, Firefox ESR, WebKitGTK)',
    command: 'npm run --silent test:engines',
    report: { file: `${REPORTS}/engines.json`, read: engineCounts },
  },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  // A report left by an earlier run must not count for a runner that stops before writing one.
  if (step.report) rmSync(step.report.file, { force: true });
  const started = Date.now();
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A step that cannot run (missing file, missing config, no report) fails; it is never skipped.
  const reported = step.report && existsSync(step.report.file);
  let ok = result.status === 0 && (!step.report || reported);
  if (step.report && reported) {
    const counts = step.report.read(JSON.parse(readFileSync(step.report.file, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
    // A runner that failed without failing a test (crash, config error) still counts as a failure.
    if (!ok && counts.failed === 0) failed += 1;
    if (counts.passed + counts.failed === 0) {
      console.log(`=== ${step.name}: ran no test`);
      failed += 1;
      ok = false;
    }
  } else if (ok) {
    passed += 1;
  } else {
    if (step.report) console.log(`=== ${step.name}: wrote no report (${step.report.file})`);
    failed += 1;
  }
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
