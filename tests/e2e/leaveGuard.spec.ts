import { expect, test } from './fixtures';

test('unsaved meal edits hold a menu link and the back button until the guest decides @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await portal.markDocument();

  const emma = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Ms. Emma Walker', level: 3 }) });
  await emma.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await emma.getByLabel('Meal Choice').selectOption({ label: 'Vegetarian' });

  const leaveDialog = page.getByRole('dialog', { name: 'Leave this page?' });
  const stay = leaveDialog.getByRole('button', { name: 'Stay on this page' });

  // A menu link.
  await (await portal.menuLink('Dashboard')).click();
  await expect(leaveDialog).toContainText(
    'You have changes that are not saved yet. Do you want to leave this page without saving them?',
  );
  await portal.shot('leave-dialog');
  await stay.click();
  await expect(leaveDialog).toBeHidden();
  await portal.closeMenu();
  expect(page.url()).toMatch(/#\/meals$/);
  await expect(emma.getByLabel('Meal Choice').locator('option:checked')).toHaveText('Vegetarian');

  // The browser's back button: the address goes back to the meals page while the dialog asks.
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog).toBeVisible();
  await expect.poll(() => page.url()).toMatch(/#\/meals$/);
  await portal.shot('leave-dialog-after-back');
  await stay.click();
  await expect(leaveDialog).toBeHidden();
  await expect(emma.getByLabel('Meal Choice').locator('option:checked')).toHaveText('Vegetarian');

  await page.evaluate(() => window.history.back());
  await leaveDialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => page.url()).toMatch(/#\/dashboard$/);
  await portal.shot('left-to-dashboard');
  await portal.expectNoReload();
  expect(portal.problems).toEqual([]);
});
