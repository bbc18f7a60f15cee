import { expect, openPayment, providerPayButton, test } from './fixtures';

// Navigations inside a frame (the hosted payment page, a PDF viewer) join the tab's history: once
// the window is closed, one Back must still leave the page, not walk through them unseen.
test('after paying and closing the invoice preview, one Back leaves Payments @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');

  await openPayment(page, 5101);
  await providerPayButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeHidden({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'View & Download #5101' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview Invoice PDF' });
  await expect(preview.locator('iframe[title="Invoice #5101 PDF"]')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard|Welcome/);
});

test('Back with the invoice preview open closes the preview and stays on Payments @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const view = page.getByRole('button', { name: 'View & Download #5101' });
  await view.click();
  const preview = page.getByRole('dialog', { name: 'Preview Invoice PDF' });
  await expect(preview.locator('iframe[title="Invoice #5101 PDF"]')).toBeVisible();

  await page.goBack();
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/#\/payments$/);
  await expect(view).toBeFocused();
  // The next Back leaves Payments, as a page without the preview would.
  await page.goBack();
  await expect(page).toHaveURL(/#\/dashboard$/);
});
