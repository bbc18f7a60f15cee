import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { portalTheme } from './theme';

afterEach(() => {
  document.head.querySelectorAll('style').forEach((element) => element.remove());
});

const cssText = () =>
  Array.from(document.head.querySelectorAll('style'))
    .map((element) => element.textContent ?? '')
    .join('\n');

const keyframeNames = (css: string) =>
  Array.from(css.matchAll(/@keyframes\s+([\w-]+)/g), (match) => match[1]);

/** One field, then `fields` of them, with a page's baseline styles: the CSS after each. */
function renderFields(theme: Theme, fields: number) {
  const cache = createCache({ key: 'test', speedy: false });
  const view = (count: number) => (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {Array.from({ length: count }, (_, index) => (
          <TextField key={index} label={`Field ${index + 1}`} />
        ))}
      </ThemeProvider>
    </CacheProvider>
  );
  const { rerender } = render(view(1));
  const afterFirst = cssText();
  rerender(view(fields));
  return { afterFirst, afterAll: cssText() };
}

describe('portalTheme and the fields it styles', () => {
  // Each MUI field adds its auto-fill @keyframes in a style sheet of its own when it mounts and
  // takes it away when it unmounts, and Chromium restyles the whole page for each: staging a
  // passport photo (its traveller choice is a field) held a phone's main thread for 10-15 ms more.
  // The portal names those keyframes once, with the page's baseline. This fails if MUI renames
  // the animations its fields listen for, as the portal's copy would then detect nothing.
  it('names the auto-fill animations MUI listens for, once, whatever the number of fields', () => {
    const mui = renderFields(createTheme(), 1).afterFirst;
    const muiNames = [...new Set(keyframeNames(mui))].sort();
    expect(muiNames.length).toBeGreaterThan(0);
    document.head.querySelectorAll('style').forEach((element) => element.remove());

    const { afterFirst, afterAll } = renderFields(portalTheme(), 3);
    expect(keyframeNames(afterFirst).sort()).toEqual(muiNames);
    expect(keyframeNames(afterAll).sort()).toEqual(muiNames);
    // The input runs the same animations as MUI's own styles give it.
    for (const name of muiNames) {
      expect(mui).toMatch(new RegExp(`animation-name:${name};`));
      expect(afterAll).toMatch(new RegExp(`animation-name:${name};`));
    }
  });
});

describe('portalTheme and a press', () => {
  // MUI's ripple is React state rendered and animated on every press, on the way of the tap's own
  // change; the portal's controls show a press in CSS instead (checked in a browser by
  // tests/e2e/press.spec.ts).
  it('renders no ripple for a button or a radio, pressed or not', () => {
    const cache = createCache({ key: 'test', speedy: false });
    render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={portalTheme()}>
          <Button>Save</Button>
          <Radio slotProps={{ input: { 'aria-label': 'Yes' } }} />
        </ThemeProvider>
      </CacheProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    fireEvent.mouseDown(screen.getByRole('radio', { name: 'Yes' }));
    expect(document.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
    expect(cssText()).toMatch(/:active\{background-image:linear-gradient/);
  });
});
