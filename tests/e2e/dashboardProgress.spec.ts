import { scan, settle } from './axe';
import { expect, test, type Page } from './fixtures';

/** The dashboard's progress line, also the progress bar's name. */
const progress = (page: Page, text: string) =>
  Promise.all([
    expect(page.getByText(text, { exact: true })).toBeVisible(),
    expect(page.getByRole('progressbar', { name: text })).toBeVisible(),
  ]);

const balance = (page: Page) => page.getByRole('region', { name: 'Outstanding balance' });

test.describe('dashboard progress and balance', () => {
  test('a fresh guest: nothing done on an empty bar, $7,980.00 to pay, two unpaid on the menu @phone', async ({
    page,
    portal,
  }, testInfo) => {
    await portal.login('fresh');
    await progress(page, '0 of 6 done · 0 confirmed by our team');
    const bar = page.getByRole('progressbar', { name: /of 6 done/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    // The empty bar is a grey track, not a pale green one that reads as full.
    await expect(bar).toHaveCSS('background-color', 'rgb(224, 224, 224)');
    await expect(balance(page).getByText('$7,980.00')).toBeVisible();
    await expect(balance(page).getByText('2 invoices unpaid')).toBeVisible();
    expect(portal.apiCalls).toContain('GET /v1/portal/invoices');

    const payments = await portal.menuLink('Payments');
    await expect(payments).toHaveAccessibleName('Payments (2 unpaid)');
    await expect(payments.locator('.MuiBadge-badge')).toHaveText('2');
    const nav = portal.isPhone
      ? page.locator('#side-menu').getByRole('navigation', { name: 'Main menu' })
      : page.getByRole('navigation', { name: 'Main menu' });
    // The legend heading as written, not in capitals.
    await expect(nav.getByRole('heading', { name: 'Todo' })).toHaveText('Todo');
    expect(await nav.getByRole('heading', { name: 'Todo' }).innerText()).toBe('Todo');
    await portal.shot('fresh-menu');
    await portal.closeMenu();
    await settle(page);
    await portal.shot('fresh-dashboard');
    await scan(page, testInfo.project.name, 'dashboard, fresh');

    await balance(page).getByRole('link', { name: 'See invoices' }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Make a Payment/ })).toHaveCount(2);
  });

  test('a guest midway: submitted tasks count as done, the confirmed ones are told apart @phone', async ({
    page,
    portal,
  }, testInfo) => {
    await portal.login('midway');
    // Agreement completed; meals and flights processing; the travel app, still being prepared by
    // the team, is not the guest's to count.
    await progress(page, '3 of 6 done · 1 confirmed by our team · 1 opens later');
    await expect(page.getByRole('progressbar', { name: /of 6 done/ })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(balance(page).getByText('$5,890.50')).toBeVisible();
    await expect(balance(page).getByText('1 invoice unpaid')).toBeVisible();
    await settle(page);
    await portal.shot('midway-dashboard');
    await scan(page, testInfo.project.name, 'dashboard, midway');
    await portal.expectMenuStatus('Meal Requests', 'review');
    const payments = await portal.menuLink('Payments');
    await expect(payments).toHaveAccessibleName('Payments (1 unpaid)');
    await portal.closeMenu();
  });

  test('a finished guest: everything done and confirmed, nothing to pay, no badge @phone', async ({
    page,
    portal,
  }, testInfo) => {
    await portal.login('finished');
    await progress(page, '6 of 6 done · 6 confirmed by our team');
    await expect(balance(page).getByText(/^Nothing left to pay\./)).toBeVisible();
    await expect(balance(page).getByRole('link', { name: 'See your paid invoices' })).toBeVisible();
    await expect(balance(page).getByRole('link', { name: 'See invoices' })).toHaveCount(0);
    const payments = await portal.menuLink('Payments');
    await expect(payments).toHaveAccessibleName('Payments');
    await expect(payments.locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
    await portal.closeMenu();
    await settle(page);
    await portal.shot('finished-dashboard');
    await scan(page, testInfo.project.name, 'dashboard, finished');
  });
});
