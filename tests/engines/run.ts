/**
 * Cross-engine journeys: the same guest journey in Chromium (CDP), Firefox ESR (WebDriver BiDi)
 * and WebKitGTK (classic WebDriver), each at 1280 px and at the narrowest width the engine
 * allows, against the production build served by `vite preview` with its security headers.
 *
 *   tsx tests/engines/run.ts [chromium] [firefox] [webkit]     (default: all three; needs dist/)
 *
 * Writes test-results/engines.json (per-engine counts and times) and keeps a screenshot per step
 * under tests/artifacts/engines/<engine>/<viewport width>/.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStack } from '../harness/stack';
import { makePhotoBlob } from '../harness/photoInPage';
import { PORTAL_PORT, PORTAL_URL, SANDBOX_PORT } from '../e2e/ports';
import { withTimeout, type EngineDriver } from './driver';
import { ensureBigPhoto, guestJourney, type JourneyRecord } from './journey';
import { launchChromium, launchFirefox } from './puppeteerDriver';
import { launchWebKit } from './webkitDriver';

const ENGINES: Record<string, (downloadDir: string) => Promise<EngineDriver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};
/** 375 px is a phone; WebKitGTK's window stops at about 447 px and the journey records that. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const JOURNEY_TIMEOUT_MS = 180_000;
const ARTEFACTS = resolve('tests/artifacts/engines');
const REPORT = 'test-results/engines.json';

interface JourneyResult {
  requested: number;
  passed: boolean;
  seconds: number;
  record?: JourneyRecord;
  error?: string;
}

const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(name in ENGINES)) throw new Error(`unknown engine ${name}; use ${Object.keys(ENGINES)}`);
}
const engines = chosen.length ? chosen : Object.keys(ENGINES);
if (!existsSync('dist/index.html')) {
  throw new Error('dist/ is missing: run `npm run build` first (or `npm run test:engines`)');
}

/** The browser of the journey under way, closed if the run is interrupted. */
let active: EngineDriver | undefined;

async function runJourney(engine: string, size: { width: number; height: number }) {
  const started = Date.now();
  const home = `${ARTEFACTS}/${engine}`;
  const downloadDir = `${home}/downloads`;
  mkdirSync(downloadDir, { recursive: true });
  let driver: EngineDriver | undefined;
  const result: JourneyResult = { requested: size.width, passed: false, seconds: 0 };
  try {
    const launching = ENGINES[engine]!(downloadDir);
    // A browser that comes up only after its start-up timed out is still closed.
    let late = false;
    launching.then((started) => (late ? started.close() : undefined)).catch(() => undefined);
    driver = await withTimeout(launching, 60_000, `${engine} start-up`).catch((error: unknown) => {
      late = true;
      throw error;
    });
    active = driver;
    const photo = `${ARTEFACTS}/phone-photo.jpg`;
    await driver.goto(`${PORTAL_URL}/#/login`);
    await ensureBigPhoto(driver, photo, makePhotoBlob.toString());
    // Screenshots go under the viewport the engine really gave (WebKitGTK cannot do 375 px).
    const shots = `${home}/${size.width}`;
    result.record = await withTimeout(
      guestJourney(driver, size, photo, shots),
      JOURNEY_TIMEOUT_MS,
      `${engine} journey at ${size.width} px`,
    );
    const actual = `${home}/${result.record.viewport.width}`;
    if (actual !== shots) {
      rmSync(actual, { recursive: true, force: true });
      renameSync(shots, actual);
    }
    result.passed = true;
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    active = undefined;
    await driver?.close().catch((error: unknown) => console.error(`${engine} close:`, error));
    result.seconds = (Date.now() - started) / 1000;
  }
  return result;
}

// A report left from an earlier run must not stand in for this one if it stops early.
rmSync(REPORT, { force: true });
const stack = await startStack(SANDBOX_PORT, PORTAL_PORT);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: closing the browser and the servers`);
    void Promise.allSettled([active?.close(), stack.stop()]).then(() => process.exit(130));
  });
}
const report: Record<
  string,
  { passed: number; failed: number; seconds: number; journeys: JourneyResult[] }
> = {};
try {
  for (const engine of engines) {
    const started = Date.now();
    const journeys: JourneyResult[] = [];
    for (const size of SIZES) {
      const result = await runJourney(engine, size);
      journeys.push(result);
      const width = result.record?.viewport.width ?? size.width;
      console.log(
        `${result.passed ? 'ok  ' : 'FAIL'} ${engine} at ${width} px (asked ${size.width}) in ${result.seconds.toFixed(1)} s`,
      );
      for (const step of result.record?.steps ?? []) {
        console.log(`       ${step.step.padEnd(20)} ${step.seconds.toFixed(1)} s`);
      }
      for (const fact of result.record?.facts ?? []) console.log(`       ${fact}`);
      if (result.error) console.log(result.error.replace(/^/gm, '       '));
    }
    const passed = journeys.filter((journey) => journey.passed).length;
    report[engine] = {
      passed,
      failed: journeys.length - passed,
      seconds: (Date.now() - started) / 1000,
      journeys,
    };
  }
} finally {
  await stack.stop();
}

mkdirSync('test-results', { recursive: true });
writeFileSync(REPORT, JSON.stringify(report, null, 2));
for (const [engine, counts] of Object.entries(report)) {
  console.log(
    `${engine}: ${counts.passed} passed, ${counts.failed} failed in ${counts.seconds.toFixed(1)} s`,
  );
}
process.exit(Object.values(report).some((counts) => counts.failed > 0) ? 1 : 0);
