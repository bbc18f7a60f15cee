import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelectorAll('style').forEach((element) => element.remove());
  vi.resetModules();
});

const freshCache = async () => (await import('./styleCache')).portalStyleCache();

describe('portalStyleCache', () => {
  it('starts empty, and is one cache for the app', async () => {
    const { portalStyleCache } = await import('./styleCache');

    expect(portalStyleCache().inserted).toEqual({});
    expect(portalStyleCache()).toBe(portalStyleCache());
  });

  it('puts at-rules in small sheets of their own after the others, a new one per task', async () => {
    vi.useFakeTimers();
    const cache = await freshCache();
    cache.sheet.insert('.css-plain{color:red}');
    cache.sheet.insert('@media (min-width: 576px){.css-plain{color:blue}}');
    cache.sheet.insert('@keyframes css-spin{to{opacity:0}}');
    vi.runAllTimers();
    cache.sheet.insert('@media print{.css-plain{color:black}}');
    vi.useRealTimers();

    const styles = Array.from(document.head.querySelectorAll('style'));
    const atRules = styles.filter((element) => element.dataset.emotion === 'css-at-rules');
    expect(atRules.map((element) => element.sheet?.cssRules.length)).toEqual([2, 1]);
    const main = styles.find((element) => element.textContent?.includes('css-plain{color:red}'));
    expect(main).toBeDefined();
    expect(styles.indexOf(atRules[0])).toBeGreaterThan(styles.indexOf(main as HTMLStyleElement));
    expect(main?.textContent).not.toContain('@media');
  });
});
