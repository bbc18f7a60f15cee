/**
 * The login page and the dashboard find their styles in index.html (prerendered at build time,
 * build/prerenderFirstScreenStyles.ts): the browser's first render compiles and inserts none, at
 * either width.
 */
import { expect, test, type Page } from './fixtures';

/** Rules Emotion generated in this page (its own `<style>` elements), not the prerendered ones. */
const runtimeRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).flatMap(
      (element) => Array.from(element.sheet?.cssRules ?? []).map((rule) => rule.cssText),
    ),
  );
const prerenderedRules = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLStyleElement>('style[data-prerendered-styles]')?.sheet?.cssRules
        .length ?? 0,
  );

test.describe('first screens', () => {
  test('the login page and the dashboard render with prerendered styles only @phone', async ({
    page,
    portal,
  }) => {
    await page.goto('#/login');
    await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
    expect(await prerenderedRules(page)).toBeGreaterThan(100);
    expect(await runtimeRules(page)).toEqual([]);

    await portal.login('fresh');
    await expect(page.getByText('Walker Jane Emma')).toBeVisible();
    // A returning guest: the dashboard is the first screen, its loading state included.
    await page.reload();
    await expect(page.getByText('Walker Jane Emma')).toBeVisible();
    await expect(page.getByText('0 of 6 done · 0 confirmed by our team')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await runtimeRules(page)).toEqual([]);
    await portal.shot('dashboard-prerendered-styles');
  });
});
