/**
 * Fails when src/api/generated.ts differs from a fresh generation from openapi.yaml.
 * The fresh copy is written beside the real one so its relative imports are identical.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = process.cwd();
const require = createRequire(import.meta.url);
const config = require(join(root, 'openapi-codegen.config.cjs')) as Record<string, unknown>;
const checkConfig = join(root, '.codegen-check.config.cjs');
const freshFile = join(root, 'src/api/.generated.fresh.ts');

writeFileSync(
  checkConfig,
  `module.exports = ${JSON.stringify({ ...config, outputFile: './src/api/.generated.fresh.ts' })};\n`,
);
try {
  execFileSync(join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), [checkConfig], {
    stdio: 'pipe',
  });
  const committed = readFileSync(join(root, 'src/api/generated.ts'), 'utf8');
  const fresh = readFileSync(freshFile, 'utf8');
  if (committed !== fresh) {
    console.error('src/api/generated.ts is stale: run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log('codegen: src/api/generated.ts matches openapi.yaml');
} finally {
  rmSync(checkConfig, { force: true });
  rmSync(freshFile, { force: true });
}
