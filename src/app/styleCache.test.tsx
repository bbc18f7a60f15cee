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

describe('portalStyleCache with MUI', () => {
  // The at-rule split replaces Emotion's `sheet.insert`, an internal: this fails if MUI's styles
  // stop reaching the sheet through it (an Emotion upgrade), because their at-rules would then
  // land in the main sheet again.
  it('sends the at-rules MUI generates to their own sheets', async () => {
    const { CacheProvider } = await import('@emotion/react');
    const { default: Box } = await import('@mui/material/Box');
    const { default: CircularProgress } = await import('@mui/material/CircularProgress');
    const { render } = await import('@testing-library/react');
    const cache = await freshCache();

    render(
      <CacheProvider value={cache}>
        <Box sx={{ gap: '3px', color: { md: 'blue' } }}>Tour</Box>
        <CircularProgress aria-label="Loading" />
      </CacheProvider>,
    );

    const styles = Array.from(document.head.querySelectorAll('style'));
    const atRuleText = styles
      .filter((element) => element.dataset.emotion === 'css-at-rules')
      .flatMap((element) => Array.from(element.sheet?.cssRules ?? []).map((rule) => rule.cssText))
      .join('\n');
    expect(atRuleText).toContain('@media');
    expect(atRuleText).toContain('@keyframes');
    const mainText = styles
      .filter((element) => element.dataset.emotion === 'css')
      .map((element) => element.textContent)
      .join('\n');
    expect(mainText).toContain('gap:3px');
    expect(mainText).not.toContain('@media');
    expect(mainText).not.toContain('@keyframes');
  });
});
