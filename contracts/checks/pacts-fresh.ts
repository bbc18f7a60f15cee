/**
 * Run after the consumer contract tests (npm run test:contracts): the pact files they wrote must
 * be exactly the committed ones. A changed, deleted, staged-but-uncommitted or new untracked file
 * under contracts/pacts/ fails, so a contract change cannot slip past review uncommitted.
 */
import { spawnSync } from 'node:child_process';

const PACT_DIR = 'contracts/pacts';

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

const inRepo = git('rev-parse', '--is-inside-work-tree');
if (inRepo.status !== 0) {
  console.error(`check-pacts-fresh: not a git checkout, cannot compare ${PACT_DIR} with a commit.`);
  process.exit(1);
}

const status = git('status', '--porcelain', '--untracked-files=all', '--', PACT_DIR);
if (status.status !== 0) {
  console.error(status.stderr);
  process.exit(1);
}
const changes = status.stdout.split('\n').filter(Boolean);
if (changes.length === 0) {
  console.log(`${PACT_DIR}: the pact files match the last commit.`);
  process.exit(0);
}

console.error(
  `${PACT_DIR}: the contract tests produced pact files that differ from the last commit.\n` +
    'Review the change and commit it (the backend team verifies the committed pacts):',
);
for (const line of changes) console.error(`  ${line}`);
const diff = git('diff', '--stat', 'HEAD', '--', PACT_DIR);
if (diff.stdout.trim()) console.error(diff.stdout);
process.exit(1);
