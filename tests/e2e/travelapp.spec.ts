import { expect, test } from './fixtures';

test('a fresh guest confirms the travel app is installed @phone', async ({ page, portal }) => {
  await portal.login('fresh');
  await portal.openTask('AXUS App Connect', 'AXUS Travel App');
  await expect(page.getByText('KX1001-WALKER')).toBeVisible();
  await expect(page.getByText('482913')).toBeVisible();
  await portal.expectActionRequired('AXUS App Connect', 'Action required: connect the travel app');
  await portal.markDocument();
  await portal.shot('travel-app-uncomplete');

  await page.getByRole('button', { name: 'I have installed the app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText('installed the AXUS app');
  await portal.shot('confirm-dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Thank you for connecting the app',
  );
  await expect(page.getByRole('button', { name: 'I have installed the app' })).toHaveCount(0);
  await portal.expectMenuStatus('AXUS App Connect', 'review');
  await portal.expectNoReload();
  await portal.shot('travel-app-processing');
});
