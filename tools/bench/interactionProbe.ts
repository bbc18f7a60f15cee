import type { Page } from 'playwright';

/**
 * What the guest feels after load, read in the page without a debugger: Event Timing entries
 * (every event of 16 ms or more, and the first input, each split into its input delay, processing
 * and presentation), long tasks, and for each keydown the time until the frame after its
 * handlers has been painted.
 */
interface EventEntry {
  /** The event's type: for a tap, the click, or the press or hover events before it. */
  name: string;
  start: number;
  duration: number;
  /** From the input until its handlers started: the main thread was busy. */
  delay: number;
  /** The handlers themselves. */
  processing: number;
  /** From the handlers' end until the next frame was presented. */
  presentation: number;
}

declare global {
  interface Window {
    __interactionProbe?: {
      events: EventEntry[];
      longTasks: { start: number; duration: number }[];
      keyFrames: { start: number; toFrame: number }[];
    };
  }
}

// A plain string, not a function: the bench's TypeScript loader would wrap named inner functions
// in a helper that the page does not have.
export const PROBE_SCRIPT = `(() => {
  const probe = { events: [], longTasks: [], keyFrames: [] };
  window.__interactionProbe = probe;
  const record = (list) => (entries) =>
    entries.getEntries().forEach((entry) =>
      list.push({ start: entry.startTime, duration: entry.duration }));
  const recordEvent = (entries) =>
    entries.getEntries().forEach((entry) =>
      probe.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      }));
  new PerformanceObserver(recordEvent).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(recordEvent).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver(record(probe.longTasks)).observe({ type: 'longtask', buffered: true });
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() =>
      probe.keyFrames.push({ start, toFrame: performance.now() - start }), 0));
  }, true);
})();`;

/** One interaction's figures, in milliseconds. */
export interface Reading {
  /** Longest Event Timing duration (0: every event took under 16 ms). */
  event: number;
  /** That longest event's type ('' when none was reported). */
  eventName: string;
  /** That longest event's parts: input delay, processing, presentation (0 when none was reported). */
  delay: number;
  processing: number;
  presentation: number;
  /** Longest long task in the interaction's window (0: none over 50 ms). */
  longest: number;
  /** Sum of the long tasks in the window. */
  longTaskTotal: number;
  /** Keystrokes only: keydown to the next frame, each key. */
  keyFrames?: number[];
  /** Loads only: navigation start until the page's content is up. */
  ready?: number;
}

export const now = (page: Page) => page.evaluate(() => performance.now());

/** Waits for the entries of what just happened to be delivered (observers report after paint). */
export const settle = (page: Page) => page.waitForTimeout(600);

/** The figures of everything that started at or after `from`. */
export async function readSince(page: Page, from: number): Promise<Reading> {
  const probe = await page.evaluate(() => window.__interactionProbe);
  if (!probe) throw new Error('the interaction probe is not installed');
  const events = probe.events.filter((entry) => entry.start >= from);
  const longTasks = probe.longTasks.filter((entry) => entry.start >= from);
  const keyFrames = probe.keyFrames.filter((entry) => entry.start >= from);
  // When a finger lifts, the mouse events the browser makes up for it (mouseover, mousedown...)
  // share the click's duration with next to no processing: of equal durations the one with the
  // most processing is the one whose parts explain it.
  const longestEvent = events.reduce<EventEntry | null>(
    (longest, entry) =>
      !longest ||
      entry.duration > longest.duration ||
      (entry.duration === longest.duration && entry.processing > longest.processing)
        ? entry
        : longest,
    null,
  );
  return {
    event: longestEvent?.duration ?? 0,
    eventName: longestEvent?.name ?? '',
    delay: longestEvent?.delay ?? 0,
    processing: longestEvent?.processing ?? 0,
    presentation: longestEvent?.presentation ?? 0,
    longest: Math.max(0, ...longTasks.map((entry) => entry.duration)),
    longTaskTotal: longTasks.reduce((sum, entry) => sum + entry.duration, 0),
    keyFrames: keyFrames.map((entry) => entry.toFrame),
  };
}

/** Runs `act` (which waits for its visible result) and reads what it cost. */
export async function measure(page: Page, act: () => Promise<unknown>): Promise<Reading> {
  const from = await now(page);
  await act();
  await settle(page);
  const reading = await readSince(page, from);
  delete reading.keyFrames;
  return reading;
}
