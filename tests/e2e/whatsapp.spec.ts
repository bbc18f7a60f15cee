import { expect, test } from './fixtures';

test('a fresh guest registers a WhatsApp number and submits it @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  await portal.expectActionRequired(
    'WhatsApp Account',
    'Action required: register your WhatsApp number',
  );
  await portal.markDocument();
  const field = page.getByRole('textbox', { name: 'WhatsApp number' });
  const submit = page.getByRole('button', { name: 'Submit WhatsApp Registration', exact: true });
  await expect(submit).toBeDisabled();
  await portal.shot('whatsapp-empty');

  await page.getByRole('button', { name: 'Edit' }).click();
  await field.fill('+81 90-1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Please enter a valid international phone number (e.g., +11234567890).',
  );
  await portal.shot('invalid-number');

  await field.fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  await expect(field).toHaveValue('+819012345678');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await portal.shot('saved');

  await expect(submit).toBeEnabled();
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText('Do you want to send your WhatsApp registration to our team?');
  await portal.shot('confirm-dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText('WhatsApp number registered');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(submit).toHaveCount(0);
  await portal.expectMenuStatus('WhatsApp Account', 'completed');
  await portal.expectNoReload();
  await portal.shot('whatsapp-completed');
});
