/**
 * The small surface the cross-engine journey is written against, once. Each engine's adapter
 * (WebDriver for WebKitGTK, Puppeteer for Firefox over BiDi and for Chromium over CDP) implements
 * it; finding elements, the wait for a clickable target and the problem hook run as the same
 * in-page script everywhere, so every engine is asked exactly the same questions.
 */

/** An element as the guest perceives it: its role and accessible name, or a CSS selector. */
export interface Target {
  role?: 'button' | 'link' | 'heading' | 'dialog' | 'textbox' | 'status' | 'row' | 'iframe';
  css?: string;
  /** Exact accessible name, or a pattern (source of a case-sensitive RegExp) wrapped in slashes. */
  name?: string;
  /** Only elements inside the first match of this target. */
  within?: Target;
  /** Also matches elements the guest cannot see (a file input behind its drop zone). */
  hidden?: boolean;
}

export interface EngineDriver {
  readonly engine: string;
  /** Where the browser saves downloads. */
  readonly downloadDir: string;
  goto(url: string): Promise<void>;
  /** Sets the page's viewport as near to `width` x `height` as the engine allows. */
  resize(width: number, height: number): Promise<void>;
  /** Runs a function body (may `await`, ends in `return`) in the current frame; JSON result. */
  run<T>(body: string): Promise<T>;
  /** Clicks the target once it is visible, topmost at its centre and nothing is animating. */
  click(target: Target): Promise<void>;
  /** Types into the text field named `label`, replacing what it holds. */
  fill(label: string, value: string): Promise<void>;
  /** Chooses a local file in the file input named `label`. */
  upload(label: string, path: string): Promise<void>;
  /** Runs `steps` inside the frame element `frame`, then returns to the page. */
  inFrame<T>(frame: Target, steps: () => Promise<T>): Promise<T>;
  /** The visible viewport as PNG. */
  screenshot(path: string): Promise<void>;
  /** Console errors the engine reported outside the page hook (empty where it has no such API). */
  engineProblems(): string[];
  close(): Promise<void>;
}

export const WAIT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const withTimeout = <T>(work: Promise<T>, ms: number, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms).unref(),
    ),
  ]);

/** Polls `check` until it returns something other than a string; the last string is the reason. */
export async function poll<T>(
  what: string,
  check: () => Promise<T | string>,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let reason: string;
  for (;;) {
    try {
      const result = await check();
      if (typeof result !== 'string') return result;
      reason = result;
    } catch (error) {
      reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: ${reason} (after ${timeout} ms)`);
    await sleep(150);
  }
}

/**
 * In-page library, plain JavaScript (it is sent as text, so no transpiler output leaks in):
 * `find(target)` returns the first visible match or a string saying why there is none;
 * `clickable(target)` also scrolls it into view and requires it to be the topmost element at its
 * centre with no transition running (a click during a dialog's closing fade is swallowed).
 */
const PAGE_LIBRARY = String.raw`
const ROLES = {
  button: 'button, [role=button], input[type=submit]',
  link: 'a[href], [role=link]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  dialog: '[role=dialog], dialog',
  textbox: 'input, textarea',
  status: '[role=status], [role=alert]',
  row: 'tr, [role=row], li',
  iframe: 'iframe',
};
const text = (element) => (element.textContent || '').replace(/\s+/g, ' ').trim();
const nameOf = (element) => {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const by = element.getAttribute('aria-labelledby');
  if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id) || document.createElement('i'))).join(' ').trim();
  if (element.labels && element.labels.length) return text(element.labels[0]).replace(/\s*\*$/, '');
  if (element.title) return element.title;
  return text(element);
};
const visible = (element) => {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (element.closest('[aria-hidden=true], [inert]')) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && Number(style.opacity) > 0;
};
const matches = (name, wanted) => {
  if (wanted === undefined) return true;
  if (wanted.length > 2 && wanted.startsWith('/') && wanted.endsWith('/')) return new RegExp(wanted.slice(1, -1)).test(name);
  return name === wanted;
};
const describe = (target) => JSON.stringify(target);
const find = (target) => {
  let root = document;
  if (target.within) {
    const outer = find(target.within);
    if (typeof outer === 'string') return outer;
    root = outer;
  }
  const selector = target.css || ROLES[target.role];
  const all = [...root.querySelectorAll(selector)];
  const shown = target.hidden ? all : all.filter(visible);
  const found = shown.find((element) => matches(nameOf(element), target.name));
  if (found) return found;
  return 'no visible ' + describe(target) + ' among ' + all.length + ' (' + shown.slice(0, 6).map(nameOf).map((n) => JSON.stringify(n.slice(0, 40))).join(', ') + ')';
};
const animating = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity).length;
/** What covers the element's centre, or null when the element itself is topmost there. */
const coverOf = (element) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && (hit === element || element.contains(hit))) return null;
  return hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).slice(0, 60) + ' "' + text(hit).slice(0, 40) + '"' : 'nothing';
};
const clickable = (target) => {
  const element = find(target);
  if (typeof element === 'string') return element;
  if (animating()) return animating() + ' animation(s) still running';
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    return 'scrolled into view';
  }
  const cover = coverOf(element);
  if (cover) {
    // A fixed bar over it: bring it to the middle of the screen, as a guest would scroll.
    element.scrollIntoView({ block: 'center', inline: 'center' });
    return describe(target) + ' is covered by ' + cover;
  }
  return element;
};
`;

/** A script body that runs the page library and returns `expression`. */
export const withLibrary = (expression: string) => `${PAGE_LIBRARY}\nreturn ${expression};`;

export const findScript = (target: Target) => withLibrary(`find(${JSON.stringify(target)})`);
export const clickableScript = (target: Target) =>
  withLibrary(`clickable(${JSON.stringify(target)})`);

/**
 * Records console errors and warnings, uncaught exceptions, unhandled rejections and CSP violations the page
 * sees from now on; installed again after a document loads. Returns whether it was missing.
 */
export const INSTALL_PROBLEM_HOOK = String.raw`
if (window.__engineProblems) return false;
const problems = [];
window.__engineProblems = problems;
// A warning counts too: the production build is silent, and the photo compressor warns when it
// falls back from its worker to the main thread.
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = function (...parts) {
    problems.push('console.' + level + ': ' + parts.map((part) => (part && part.stack) || String(part)).join(' '));
    return original.apply(this, parts);
  };
}
// Which workers the page starts, so a journey can tell the photo was compressed in one.
window.__engineWorkers = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(url, options) {
    super(url, options);
    window.__engineWorkers.push(String(url));
  }
};
addEventListener('error', (event) => problems.push('uncaught: ' + event.message + ' at ' + event.filename + ':' + event.lineno));
addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
document.addEventListener('securitypolicyviolation', (event) => problems.push('CSP: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
return true;
`;

export const READ_PROBLEMS =
  'return window.__engineProblems ? window.__engineProblems.slice() : null;';
