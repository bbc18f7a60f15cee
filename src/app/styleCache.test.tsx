import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelectorAll('style').forEach((element) => element.remove());
  vi.resetModules();
});

const freshCache = async () => (await import('./styleCache')).portalStyleCache();

describe('portalStyleCache', () => {
  it('counts the styles index.html carries as inserted, and leaves that element where it is', async () => {
    const prerendered = document.createElement('style');
    prerendered.setAttribute('data-prerendered-styles', 'a1 b2');
    prerendered.textContent = '.css-a1{color:red}.css-b2{gap:1px}';
    document.head.append(prerendered);

    const cache = await freshCache();

    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.key).toBe('css');
    expect(document.head.lastElementChild).toBe(prerendered);
    expect(prerendered.getAttribute('data-prerendered-styles')).toBe('a1 b2');
  });

  it('puts the baseline before the prerendered styles and styles generated later after them', async () => {
    const prerendered = document.createElement('style');
    prerendered.setAttribute('data-prerendered-styles', 'a1');
    document.head.append(prerendered);
    const cache = await freshCache();

    render(
      <CacheProvider value={cache}>
        <CssBaseline />
        <Box sx={{ color: 'rebeccapurple' }}>Tour</Box>
      </CacheProvider>,
    );

    const styles = Array.from(document.head.querySelectorAll('style'));
    const baseline = styles.findIndex((element) => element.textContent?.includes('box-sizing'));
    const generated = styles.findIndex((element) => element.textContent?.includes('rebeccapurple'));
    expect(baseline).toBeGreaterThanOrEqual(0);
    expect(baseline).toBeLessThan(styles.indexOf(prerendered));
    expect(generated).toBeGreaterThan(styles.indexOf(prerendered));
  });

  it('starts empty without prerendered styles, and is one cache for the app', async () => {
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
