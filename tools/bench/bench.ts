/**
 * `npm run bench`: budgets of the built app, printed as a table (never a timed test).
 * - gzip bytes of the JS and CSS the login and dashboard routes load;
 * - Lighthouse (mobile, simulated throttling, median of 3) for #/login and #/dashboard;
 * - what a guest's phone goes through on the same routes, without a debugger attached
 *   (tools/bench/guestTimings.ts), the figures that decide whether a speed-up pays for itself;
 * - the image-compression figures (tools/bench/compression.ts);
 * - the passport photo check's cost (tools/bench/photoCheck.ts);
 * - a cold start on a slow mobile link (tools/bench/coldStart.ts);
 * - interaction latency after load, small and large reservations (tools/bench/interactions.ts).
 */
import { execSync, spawnSync } from 'node:child_process';
import { coldStartSection } from './coldStart';
import { guestRows, guestTimings, signInReturningGuest } from './guestTimings';
import { describePhoneCpu } from './phoneCpu';
import { interactionSection } from './interactions';
import { lighthouseSection } from './lighthouse';
import { loadedFiles } from './loadedFiles';
import { filesBytes, routeBytes, type RouteBytes } from './routeBytes';
import { startStack } from '../../tests/harness/stack';
import { check } from './verdict';

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

console.log('Building…');
execSync('node_modules/.bin/vite build', { stdio: 'ignore' });

const signIn = (portalUrl: string) => (page: import('playwright').Page) =>
  signInReturningGuest(page, portalUrl);

const only = process.argv.slice(2).join(' ');
if (only === '--only lighthouse') {
  await lighthouseSection();
  process.exit(0);
}
const stack = await startStack(4910, 4973);
if (only === '--only interactions') {
  await interactionSection(stack).finally(() => stack.stop());
  process.exit(0);
}
try {
  // Two readings of each route: the manifest's static graph, and what Chromium really fetched.
  const login = {
    manifest: routeBytes('dist', '#/login', []),
    loaded: filesBytes(
      'dist',
      '#/login',
      await loadedFiles(stack.portalUrl, '#/login', (page) =>
        page.getByRole('heading', { name: 'Guest Login' }).waitFor(),
      ),
    ),
  };
  const dashboard = {
    // The shell with the dashboard, and the API client (vite.config.ts, `signed-in` and `api`).
    manifest: routeBytes('dist', '#/dashboard', ['signed-in', 'api']),
    loaded: filesBytes(
      'dist',
      '#/dashboard',
      await loadedFiles(
        stack.portalUrl,
        '#/dashboard',
        (page) => page.getByText('Walker Jane Emma').waitFor(),
        signIn(stack.portalUrl),
      ),
    ),
  };
  const taskPages = ['Meals', 'WhatsApp', 'TravelApp', 'Passports', 'Flights', 'Agreement'];
  const loginTaskCode = [...login.manifest.files, ...login.loaded.files].filter((file) =>
    [...taskPages, 'Payments'].some((page) => file.includes(`${page}Page`)),
  );

  const budgetRow = (reading: string, bytes: RouteBytes, budgetKib: number) => ({
    route: bytes.route,
    reading,
    js: kib(bytes.jsGzip),
    css: kib(bytes.cssGzip),
    files: bytes.files.length,
    budget: `≤ ${budgetKib} KiB`,
    result: check(bytes.jsGzip <= budgetKib * KIB),
  });
  console.log('\nRoute budgets (gzip, level 9)');
  console.table([
    budgetRow('manifest', login.manifest, 160),
    budgetRow('loaded in Chromium', login.loaded, 160),
    budgetRow('manifest', dashboard.manifest, 200),
    budgetRow('loaded in Chromium', dashboard.loaded, 200),
  ]);
  console.log("CSS includes the first screens' styles, which index.html carries inline.");
  console.log(
    `Login route loads task-page code: ${loginTaskCode.length ? `YES (${loginTaskCode.join(', ')})` : 'no'}`,
  );

  await lighthouseSection();

  const guestRuns = Number(process.env.GUEST_RUNS ?? 7);
  console.log(
    `\nA guest's phone: plain page loads, no debugger attached, median (min–max) of ${guestRuns}…`,
  );
  const guest = await guestTimings(stack.portalUrl, guestRuns);
  console.log(describePhoneCpu(guest.cpu));
  console.table([guestRows('#/login', guest.login), guestRows('#/dashboard', guest.dashboard)]);
  console.log(
    'Long tasks and LCP from PerformanceObserver; "blocking" sums each long task beyond 50 ms;\n' +
      '"all statuses": a returning guest\'s dashboard shows the profile and every task status.',
  );
  console.log(guest.held);
  await coldStartSection(stack.portalUrl);
  await interactionSection(stack);
} finally {
  stack.stop();
}

// Each runs in a process of its own (their harness builds with Vite); one that cannot run or
// misses its own targets fails the bench instead of scrolling past.
const sections = [
  ['Image compression in headless Chromium', 'tools/bench/compression.ts'],
  ['Passport photo check in headless Chromium', 'tools/bench/photoCheck.ts'],
] as const;
const failed = sections.filter(([title, script]) => {
  console.log(`\n${title}`);
  return spawnSync('node_modules/.bin/tsx', [script], { stdio: 'inherit' }).status !== 0;
});
if (failed.length) console.error(`\nbench: failed: ${failed.map(([title]) => title).join('; ')}`);
process.exit(failed.length ? 1 : 0);
