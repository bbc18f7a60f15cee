// @vitest-environment node
// A server render, as in the build: no DOM, so Emotion hands its styles over as <style> markup.
import { describe, expect, it } from 'vitest';
import { collectStyleTags, firstScreenStyleTags } from './firstScreenStyles';

describe('collectStyleTags', () => {
  it('keeps each style once, in render order, and leaves global styles to run time', () => {
    const markup = [
      '<style data-emotion="css-global g1">body{margin:0;}</style>',
      '<style data-emotion="css a1">.css-a1{color:red;}</style><div class="css-a1"></div>',
      '<style data-emotion="css b2 c3">.css-b2{gap:1px;}.css-c3{gap:2px;}</style>',
      '<style data-emotion="css a1">.css-a1{color:red;}</style>',
    ].join('');

    expect(collectStyleTags(markup)).toBe(
      '<style data-prerendered-styles="a1 b2 c3">.css-a1{color:red;}.css-b2{gap:1px;}.css-c3{gap:2px;}</style>',
    );
  });

  it('refuses markup without any style, so a broken render cannot ship an empty head', () => {
    expect(() => collectStyleTags('<main>No styles</main>')).toThrow(/no Emotion styles/);
  });
});

describe('firstScreenStyleTags', () => {
  it('carries the login page and the dashboard, loading and loaded, at phone and desktop widths', async () => {
    const tags = await firstScreenStyleTags();

    expect(tags.match(/<style /g)).toHaveLength(1);
    // The login card, the desktop's fixed side menu, the profile's loading placeholder, and the
    // card colours of a task waiting for the guest (warning) and of a completed one (success).
    expect(tags).toContain('max-width:440px');
    expect(tags).toContain('.MuiDrawer-paper{width:272px;box-sizing:border-box;}');
    expect(tags).toContain('{visibility:hidden;}');
    expect(tags).toContain('.MuiAlert-icon{color:#b45309;}');
    expect(tags).toContain('.MuiAlert-icon{color:#15803d;}');
  });
});
