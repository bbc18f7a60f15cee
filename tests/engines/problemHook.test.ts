import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROBLEM_HOOK, READ_PROBLEMS } from './driver';

/** The engines' journeys fail on what this hook records: each kind of problem must reach it. */
const run = (script: string): unknown => new Function(script)();

beforeEach(() => {
  // jsdom has no Worker; the hook also wraps it to see which workers a page starts.
  vi.stubGlobal('Worker', class {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { __engineProblems?: unknown }).__engineProblems;
});

describe('the page problem hook of the cross-engine journeys', () => {
  it('records console errors and warnings, uncaught errors, rejections and CSP violations', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(run(INSTALL_PROBLEM_HOOK)).toBe(true);
    expect(run(READ_PROBLEMS)).toEqual([]);

    console.error('boom');
    console.warn('Compressing on the main thread');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'x is undefined', filename: 'app.js', lineno: 3 }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('no response') });
    window.dispatchEvent(rejection);
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { violatedDirective: 'img-src', blockedURI: 'https://evil.test' });
    document.dispatchEvent(violation);

    expect(run(READ_PROBLEMS)).toEqual([
      'console.error: boom',
      'console.warn: Compressing on the main thread',
      'uncaught: x is undefined at app.js:3',
      'unhandled rejection: no response',
      'CSP: img-src blocked https://evil.test',
    ]);
  });

  it('is installed once per document', () => {
    expect(run(INSTALL_PROBLEM_HOOK)).toBe(true);
    expect(run(INSTALL_PROBLEM_HOOK)).toBe(false);
  });
});
