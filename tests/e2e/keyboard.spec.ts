/** Keyboard only: no clicks, no fills; Tab, Shift+Tab, Enter, Space, arrows and typing. */
import { ACCOUNTS, expect, test, type Locator, type Page } from './fixtures';

/**
 * The focused element if the fixed top bar or the fixed submit bar covers any part of it
 * (WCAG 2.4.11 asks for "not entirely"; the portal keeps every focused control fully clear).
 */
const obscuredFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const covered = Array.from(
      document.querySelectorAll('header, [aria-label="Submit reminder bar"]'),
    )
      .filter((bar) => !bar.contains(focused) && getComputedStyle(bar).position === 'fixed')
      .map((bar) => bar.getBoundingClientRect())
      .some(
        (bar) =>
          box.top < bar.bottom &&
          box.bottom > bar.top &&
          box.left < bar.right &&
          box.right > bar.left,
      );
    return covered ? focused.outerHTML.slice(0, 160) : null;
  });

/** Presses Tab (or Shift+Tab) until one of the elements `target` matches has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false, limit = 80) {
  for (let presses = 0; presses <= limit; presses += 1) {
    const focused = await target
      .evaluateAll((elements) => elements.some((element) => element === document.activeElement))
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect
      .soft(await obscuredFocus(page), 'the focused control is not hidden by a fixed bar')
      .toBeNull();
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

async function keyboardLogin(page: Page) {
  await page.goto('#/login');
  const email = page.getByLabel('E-mail');
  const reservation = page.getByLabel('Reservation number');
  await tabTo(page, email);
  await page.keyboard.type(ACCOUNTS.fresh.email);
  await page.keyboard.press('Tab');
  await expect(reservation).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(ACCOUNTS.fresh.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ACCOUNTS.fresh.reservation);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Follows a side-menu link: Tab to it, then Enter. */
async function openFromMenu(page: Page, label: RegExp, heading: string) {
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('a guest signs in, submits meals and registers WhatsApp with the keyboard alone', async ({
  page,
  portal,
}) => {
  await keyboardLogin(page);
  await portal.shot('signed-in');

  // Meals: Emma vegetarian with a shellfish allergy, Daniel regular.
  await openFromMenu(page, /^Meal Requests/, 'Meal Requests Registration');
  await tabTo(page, page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }));
  await page.keyboard.press('Enter');
  const mealChoice = page.getByLabel('Meal Choice');
  await tabTo(page, mealChoice);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(mealChoice).toHaveValue('2');
  // The radio group is one Tab stop; the arrow keys move the choice.
  await tabTo(page, page.getByRole('radio', { name: 'I do not have food allergies' }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'I have food allergies' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Shellfish (shrimp, crab, lobster)' }));
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('checkbox', { name: 'Shellfish (shrimp, crab, lobster)' }),
  ).toBeChecked();
  await tabTo(page, page.getByLabel(/^Meal Special Requests/));
  await page.keyboard.type('No raw fish.');
  await portal.shot('emma-by-keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shellfish (shrimp, crab, lobster)')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Meal Choice'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Meal Choice')).toHaveValue('1');
  // Daniel has not answered yet: no radio is chosen, Tab lands on the first, an arrow picks "no".
  await tabTo(page, page.getByRole('radio', { name: 'I have food allergies' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'I do not have food allergies' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Edit meal request/ })).toHaveCount(2);

  await tabTo(page, page.getByRole('button', { name: 'Submit Meal Requests', exact: true }));
  await page.keyboard.press('Enter');
  const mealsDialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(mealsDialog).toBeVisible();
  await tabTo(page, mealsDialog.getByRole('button', { name: 'Yes, I am done' }));
  await portal.shot('meals-confirm-by-keyboard');
  await page.keyboard.press('Enter');
  await expect(mealsDialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your meal requests are under review',
  );
  await portal.shot('meals-submitted');

  // WhatsApp: edit, type, Enter saves, then submit and confirm.
  await openFromMenu(page, /^WhatsApp Account/, 'WhatsApp Registration');
  await tabTo(page, page.getByRole('button', { name: 'Edit' }));
  await page.keyboard.press('Enter');
  const number = page.getByRole('textbox', { name: 'WhatsApp number' });
  await tabTo(page, number, true);
  await page.keyboard.type('+819012345678');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  await tabTo(
    page,
    page.getByRole('button', { name: 'Submit WhatsApp Registration', exact: true }),
  );
  await page.keyboard.press('Enter');
  const whatsAppDialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(whatsAppDialog).toBeVisible();
  await tabTo(page, whatsAppDialog.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(whatsAppDialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText('WhatsApp number registered');
  await portal.expectMenuStatus('WhatsApp Account', 'completed');
  await portal.expectMenuStatus('Meal Requests', 'review');
  await portal.shot('whatsapp-submitted');
});
