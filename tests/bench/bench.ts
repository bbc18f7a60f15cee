/**
 * `npm run bench`: budgets of the built app, printed as a table (never a timed test).
 * - gzip bytes of the JS and CSS the login and dashboard routes load;
 * - Lighthouse (mobile, simulated throttling, median of 3) for #/login and #/dashboard;
 * - the image-compression figures (tests/bench/compression.ts).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lighthouseMedian } from './lighthouse';
import { routeBytes } from './routeBytes';
import { startStack } from './servers';

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const check = (ok: boolean) => (ok ? 'ok' : 'OVER');

console.log('Building…');
execSync('node_modules/.bin/vite build', { stdio: 'ignore' });

const login = routeBytes('dist', '#/login', []);
const dashboard = routeBytes('dist', '#/dashboard', [
  'src/features/layout/AppShell.tsx',
  'src/features/dashboard/DashboardPage.tsx',
]);
const taskPages = [
  'Meals',
  'WhatsApp',
  'TravelApp',
  'Passports',
  'Flights',
  'Agreement',
  'Payments',
];
const loginLoadsTaskCode = login.files.some((file) =>
  taskPages.some((page) => file.includes(`${page}Page`)),
);

console.log('\nRoute budgets (gzip, level 9)');
console.table([
  {
    route: login.route,
    js: kib(login.jsGzip),
    css: kib(login.cssGzip),
    files: login.files.length,
    budget: '≤ 160 KiB',
    result: check(login.jsGzip <= 160 * KIB),
  },
  {
    route: dashboard.route,
    js: kib(dashboard.jsGzip),
    css: kib(dashboard.cssGzip),
    files: dashboard.files.length,
    budget: '≤ 200 KiB',
    result: check(dashboard.jsGzip <= 200 * KIB),
  },
]);
console.log(
  `Login route loads task-page code: ${loginLoadsTaskCode ? 'YES (budget broken)' : 'no'}`,
);

const stack = await startStack(4910, 4973);
try {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  console.log(`\nLighthouse, mobile emulation, simulated throttling, median of ${runs}…`);
  const loginScores = await lighthouseMedian(`${stack.portalUrl}/#/login`, runs);
  const dashboardScores = await lighthouseMedian(
    `${stack.portalUrl}/#/dashboard`,
    runs,
    async (page) => {
      await page.goto(`${stack.portalUrl}/#/login`);
      await page.getByLabel('E-mail').fill('emma.walker@example.com');
      await page.getByLabel('Reservation number').fill('KX-1001');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    },
  );
  const row = (route: string, scores: typeof loginScores) => ({
    route,
    performance: scores.performance,
    accessibility: scores.accessibility,
    'best practices': scores.bestPractices,
    'TBT ms': scores.totalBlockingTimeMs,
    'LCP ms': scores.largestContentfulPaintMs,
    result: check(
      scores.performance >= 98 &&
        scores.accessibility === 100 &&
        scores.bestPractices === 100 &&
        scores.totalBlockingTimeMs <= 50,
    ),
  });
  console.table([row('#/login', loginScores), row('#/dashboard', dashboardScores)]);
  console.log('Targets: performance ≥ 98, accessibility 100, best practices 100, TBT ≤ 50 ms');
} finally {
  stack.stop();
}

if (existsSync('tests/bench/compression.ts')) {
  console.log('\nImage compression in headless Chromium');
  spawnSync('node_modules/.bin/tsx', ['tests/bench/compression.ts'], { stdio: 'inherit' });
}
process.exit(0);
