/**
 * The bench's phone is the same on every machine: Chromium's CPU is slowed until a benchmark run
 * in the page scores what a mid-range phone scores, instead of by a fixed factor (4x on a fast
 * machine and 4x on a slow one are two different phones). The factor used is printed with every
 * figure. `BENCH_CPU_SLOWDOWN=<factor>` pins it instead.
 */
import type { Browser, CDPSession, Page } from 'playwright';

/**
 * A mid-range phone's benchmark index (Pixel 5 class), the reference Chrome DevTools' own CPU
 * calibration aims at. The index is Lighthouse's: iterations per 100 ms of two loops, one that
 * builds strings (and so collects garbage) and one that copies arrays.
 */
export const MID_RANGE_PHONE_INDEX = 1000;

/** Runs in the page, as a string so the bench's TypeScript loader adds no helper to it. */
const BENCHMARK_INDEX = `(() => {
  const withGarbage = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let text = '';
      for (let j = 0; j < 10000; j += 1) text += 'a';
      if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
      iterations += 1;
    }
    return iterations / 10 / ((Date.now() - start) / 1000);
  };
  const withoutGarbage = () => {
    const first = [];
    const second = [];
    for (let i = 0; i < 100000; i += 1) first[i] = second[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const from = iterations % 2 === 0 ? first : second;
      const to = iterations % 2 === 0 ? second : first;
      for (let j = 0; j < from.length; j += 1) to[j] = from[j];
      iterations += 1;
    }
    return iterations / 10 / ((Date.now() - start) / 1000);
  };
  return (withGarbage() + withoutGarbage()) / 2;
})()`;

export interface PhoneCpu {
  /** The CPU throttling rate that makes this machine a mid-range phone. */
  slowdown: number;
  /** This machine's benchmark index, unthrottled. */
  machineIndex: number;
  /** The index measured under `slowdown`: close to MID_RANGE_PHONE_INDEX. */
  phoneIndex: number;
}

/** The median of three benchmark runs. */
async function medianIndex(evaluate: () => Promise<number>) {
  const runs = [await evaluate(), await evaluate(), await evaluate()].sort((a, b) => a - b);
  return runs[1];
}

async function indexAt(cdp: CDPSession, rate: number, evaluate: () => Promise<number>) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return medianIndex(evaluate);
}

/** `BENCH_CPU_SLOWDOWN`, if set to a factor. */
function pinnedSlowdown(): number | undefined {
  const pinned = Number(process.env.BENCH_CPU_SLOWDOWN);
  return pinned > 0 ? pinned : undefined;
}

const oneDecimal = (factor: number) => Math.round(factor * 10) / 10;

/** One benchmark run in `page`, after a first run that V8 warms up on. */
async function warmedBenchmark(page: Page): Promise<() => Promise<number>> {
  const evaluate = () => page.evaluate<number>(BENCHMARK_INDEX);
  await evaluate();
  return evaluate;
}

/** Runs `measure` in a page of its own, with the benchmark warmed up. */
async function withBenchmarkPage<T>(
  browser: Browser,
  measure: (cdp: CDPSession, evaluate: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await measure(cdp, await warmedBenchmark(page));
  } finally {
    await context.close();
  }
}

const onThePhone = (index: number) => Math.abs(index / MID_RANGE_PHONE_INDEX - 1) <= 0.05;

/**
 * Scales `slowdown` until the index read under it is the phone's (within 5 %): throttling is not
 * exactly proportional, so it takes a few corrections (at most four; the last reading is kept).
 */
async function towardsThePhone(
  cdp: CDPSession,
  evaluate: () => Promise<number>,
  start: { slowdown: number; phoneIndex: number },
) {
  let { slowdown, phoneIndex } = start;
  for (let step = 0; step < 4 && !onThePhone(phoneIndex); step += 1) {
    // A machine slower than the phone cannot be sped up: no reading would change that.
    if (slowdown === 1 && phoneIndex < MID_RANGE_PHONE_INDEX) break;
    slowdown = oneDecimal(Math.max(1, slowdown * (phoneIndex / MID_RANGE_PHONE_INDEX)));
    phoneIndex = await indexAt(cdp, slowdown, evaluate);
  }
  return { slowdown, phoneIndex };
}

const calibrate = (browser: Browser) =>
  withBenchmarkPage(browser, async (cdp, evaluate): Promise<PhoneCpu> => {
    const machineIndex = await indexAt(cdp, 1, evaluate);
    const pinned = pinnedSlowdown();
    if (pinned) {
      return { slowdown: pinned, machineIndex, phoneIndex: await indexAt(cdp, pinned, evaluate) };
    }
    const slowdown = oneDecimal(Math.max(1, machineIndex / MID_RANGE_PHONE_INDEX));
    const start = { slowdown, phoneIndex: await indexAt(cdp, slowdown, evaluate) };
    return { machineIndex, ...(await towardsThePhone(cdp, evaluate, start)) };
  });

/**
 * The same phone for Lighthouse's simulated throttling, which multiplies the task times it
 * observed on this machine by a factor: the machine's index over the phone's. The index is read
 * in `page`, unthrottled, just before each run, as this machine's speed wanders between runs.
 */
export async function simulatedPhoneSlowdown(page: Page): Promise<number> {
  const pinned = pinnedSlowdown();
  if (pinned) return pinned;
  const index = await medianIndex(await warmedBenchmark(page));
  return oneDecimal(Math.max(1, index / MID_RANGE_PHONE_INDEX));
}

/**
 * How far the machine's speed may move during a section, as a share of its index, for the
 * section's figures to still be the calibrated phone's. Other work beside the bench makes a
 * machine's index wander (one read 1470-3200 between runs), and then the figures are a slower
 * phone's than the line above them says.
 */
const STEADY_SHARE = 0.1;

const heldSteady = (expected: number, measured: number) =>
  Math.abs(measured / expected - 1) <= STEADY_SHARE;

/** Whether an index read at the factor in use is no longer the phone's (off by over 10 %). */
export const driftedFromThePhone = (index: number) => !heldSteady(MID_RANGE_PHONE_INDEX, index);

/**
 * One line for the end of a section: the phone's index read again at the section's factor (the
 * last run's, where each run re-read it), and whether it is still the phone (within 10 % of both
 * the reading before and, unless the factor is pinned, the reference). A spell of other work
 * between the two readings goes unseen; a machine that has slowed or sped up by the end does not.
 */
export async function describePhoneHeld(browser: Browser): Promise<string> {
  const { slowdown, phoneIndex } = phonesNow.get(browser) ?? (await phoneCpu(browser));
  const after = await withBenchmarkPage(browser, (cdp, evaluate) =>
    indexAt(cdp, slowdown, evaluate),
  );
  const reading = `phone's index ${Math.round(phoneIndex)} before, ${Math.round(after)} after`;
  // A pinned factor is not meant to be the reference phone: only its steadiness counts.
  const onReference = pinnedSlowdown() !== undefined || heldSteady(MID_RANGE_PHONE_INDEX, after);
  return heldSteady(phoneIndex, after) && onReference
    ? `At the end the machine still ran as the calibrated phone (${reading}).`
    : `THE MACHINE'S SPEED MOVED (${reading}): these figures are not the calibrated ` +
        "phone's; run the bench again on a quiet machine.";
}

const calibrations = new WeakMap<Browser, Promise<PhoneCpu>>();

/** The calibrated phone, measured once per browser. */
export function phoneCpu(browser: Browser): Promise<PhoneCpu> {
  const known = calibrations.get(browser);
  if (known) return known;
  const measured = calibrate(browser);
  calibrations.set(browser, measured);
  return measured;
}

const phonesNow = new WeakMap<Browser, PhoneCpu>();

/** What a re-read found: the factor to use now, and the index read at the factor used last. */
export interface PhoneReread {
  slowdown: number;
  /**
   * The phone's index at the factor used last, before any correction: how the last run ended
   * (for the first run, how the calibration held).
   */
  indexAtLastFactor: number;
}

/**
 * The calibrated phone's factor, read again just before one run of a long section: the phone's
 * index at the factor last used, and when it is off by more than 5 % (the machine sped up or
 * slowed), the factor corrected as at calibration. One calibration at a section's start held for
 * 30 minutes, while a machine's index moved from 1020 to 1391 at the same factor. Null when
 * `BENCH_CPU_SLOWDOWN` pins the factor.
 */
export async function rereadPhone(browser: Browser): Promise<PhoneReread | null> {
  if (pinnedSlowdown()) return null;
  const last = phonesNow.get(browser) ?? (await phoneCpu(browser));
  return withBenchmarkPage(browser, async (cdp, evaluate) => {
    const indexAtLastFactor = await indexAt(cdp, last.slowdown, evaluate);
    const now = {
      ...last,
      ...(await towardsThePhone(cdp, evaluate, {
        slowdown: last.slowdown,
        phoneIndex: indexAtLastFactor,
      })),
    };
    phonesNow.set(browser, now);
    return { slowdown: now.slowdown, indexAtLastFactor };
  });
}

/** One line for every table the bench prints. */
export const describePhoneCpu = ({ slowdown, machineIndex, phoneIndex }: PhoneCpu) =>
  `CPU slowed ${slowdown}x to a mid-range phone (benchmark index ${Math.round(machineIndex)} ` +
  `unthrottled, ${Math.round(phoneIndex)} slowed; reference ${MID_RANGE_PHONE_INDEX})`;
