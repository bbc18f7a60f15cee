import { expect, test, type Page } from './fixtures';

/**
 * WCAG 2.4.7 and 1.4.11, which axe cannot judge: wherever the keyboard goes, the guest sees it. Each
 * page is walked with Tab until focus comes round again, so every control it has is checked, not a
 * list of them. A stop counts as shown when it draws an outline of at least 2 px, or (a text field
 * or select) its field border turns at least 2 px wide.
 */
async function focusStopsWithoutIndicator(page: Page, limit = 120) {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-focus-stop]')
      .forEach((el) => el.removeAttribute('data-focus-stop')),
  );
  const missing: string[] = [];
  let stops = 0;
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    // Let a ring that fades in or a scrolled-to control settle.
    await page.waitForTimeout(30);
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { repeat: false, label: null, shown: true };
      if (element.hasAttribute('data-focus-stop'))
        return { repeat: true, label: null, shown: true };
      element.setAttribute('data-focus-stop', '');
      const wide = (width: string) => parseFloat(width) >= 2;
      const style = getComputedStyle(element);
      const field = element.closest('.MuiOutlinedInput-root.Mui-focused');
      const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
      const shown =
        (style.outlineStyle !== 'none' && wide(style.outlineWidth)) ||
        (border !== null && border !== undefined && wide(getComputedStyle(border).borderTopWidth));
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return { repeat: false, label: `${element.tagName} "${name.trim().slice(0, 40)}"`, shown };
    });
    if (stop.repeat) break;
    if (stop.label) stops += 1;
    if (stop.label && !stop.shown) missing.push(stop.label);
  }
  return { stops, missing };
}

test('every keyboard stop of the dashboard, a task form and a dialog shows where focus is @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  const dashboard = await focusStopsWithoutIndicator(page);
  expect(dashboard.stops, 'the dashboard has its controls').toBeGreaterThan(10);
  expect(dashboard.missing, 'dashboard stops without a visible focus indicator').toEqual([]);

  // Meals with a passenger's form open: select, radios, checkboxes, text fields and buttons.
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await page.getByLabel('Meal Choice').first().selectOption({ label: 'Vegetarian' });
  const meals = await focusStopsWithoutIndicator(page);
  expect(meals.stops, 'the meals form has its controls').toBeGreaterThan(10);
  expect(meals.missing, 'meals stops without a visible focus indicator').toEqual([]);

  // A dialog keeps focus inside: its buttons.
  await page.keyboard.press('Escape');
  if (portal.isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  await (await portal.menuLink('Dashboard')).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  const leave = await focusStopsWithoutIndicator(page, 10);
  expect(leave.stops, 'the dialog has its buttons').toBeGreaterThanOrEqual(2);
  expect(leave.missing, 'dialog stops without a visible focus indicator').toEqual([]);
  await portal.shot('dialog-button-focused');
});
