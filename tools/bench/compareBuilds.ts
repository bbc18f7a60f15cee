/**
 * Two builds side by side, as a guest's phone meets them (tools/bench/guestTimings.ts):
 * `tsx tools/bench/compareBuilds.ts <outDirA> <outDirB> [runs]`. Rounds alternate A, B, B, A… so a
 * machine that slows down during the call slows both alike. Both builds are served in turn at the
 * same address, by one sandbox, to one browser: two portals side by side measured one and the
 * same build differently.
 */
import { describePhoneCpu, describePhoneHeld, phoneCpu } from './phoneCpu';
import {
  guestLoader,
  guestRows,
  launchGuestBrowser,
  type GuestRoute,
  type GuestRun,
} from './guestTimings';
import { startStack } from '../../tests/harness/stack';

const [outDirA, outDirB, runsArgument] = process.argv.slice(2);
if (!outDirA || !outDirB) throw new Error('usage: compareBuilds.ts <outDirA> <outDirB> [runs]');
const runs = Number(runsArgument ?? 9);
const outDirs = [outDirA, outDirB] as const;

const stack = await startStack(5910, 5973, outDirA);
const browser = await launchGuestBrowser();
const cpu = await phoneCpu(browser);
let held: string;
const results: Record<GuestRoute, [GuestRun[], GuestRun[]]> = {
  login: [[], []],
  dashboard: [[], []],
};
try {
  // Each build signs its guest in itself: what a build stores for her next start is its own.
  const loaders = [];
  for (const outDir of outDirs) {
    await stack.serve(outDir);
    loaders.push(await guestLoader(browser, stack.portalUrl));
  }
  for (let run = 0; run < runs; run += 1) {
    for (const side of run % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
      await stack.serve(outDirs[side]);
      for (const route of ['login', 'dashboard'] as const) {
        results[route][side].push(await loaders[side]!(route));
      }
    }
  }
  held = await describePhoneHeld(browser);
} finally {
  await browser.close();
  stack.stop();
}

console.log(
  `Median (min–max) of ${runs} loads each, ${describePhoneCpu(cpu)}; A = ${outDirA}, B = ${outDirB}`,
);
console.table(
  (['login', 'dashboard'] as const).flatMap((route) => [
    guestRows(`${route} A`, results[route][0]),
    guestRows(`${route} B`, results[route][1]),
  ]),
);
console.log(held);
console.log(JSON.stringify(results));
process.exit(0);
