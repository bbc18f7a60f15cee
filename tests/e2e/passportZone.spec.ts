/**
 * The device reads a staged passport's machine-readable zone in the photo worker: it picks the
 * traveller the zone names and compares the expiry with the tour's last day (the fresh guest's
 * tour ends 04/21/2027). Nothing it reads is sent; an expiring passport's warning stays on the
 * device and on its traveller's row after the upload, until the document is deleted.
 */
import { FILES } from './files';
import { expect, test, type Page } from './fixtures';

// April 15, 2026 has passed: the warning says it has run out, not that it will.
const EXPIRING = 'Expired April 15, 2026: renew it before you travel.';
const chooser = (page: Page) => page.getByLabel('Choose files to upload');
const travellerRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Passports by traveller' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
const stagedItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Files to upload' })
    .getByRole('listitem')
    .filter({ hasText: name });

test('a staged passport names its traveller and says whether it lasts the tour @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');

  // Daniel's passport first: nobody is chosen for the guest, and the read zone names Daniel.
  await chooser(page).setInputFiles([FILES.zoneDaniel]);
  const daniel = stagedItem(page, 'passport-zone-daniel.jpg');
  await expect(daniel).toContainText('Read on this device: the passport of Daniel Walker.', {
    timeout: 20_000,
  });
  await expect(daniel).toContainText('Valid through your tour.');
  await expect(
    page
      .getByRole('combobox', { name: 'Traveller for passport-zone-daniel.jpg' })
      .locator('option:checked'),
  ).toHaveText('Daniel Walker');

  await chooser(page).setInputFiles([FILES.zoneEmmaExpiring]);
  const emma = stagedItem(page, 'passport-zone-emma-expiring.jpg');
  await expect(emma).toContainText('Read on this device: the passport of Emma Walker.', {
    timeout: 20_000,
  });
  await expect(emma).toContainText(EXPIRING);
  await expect(
    page.getByRole('status').filter({ hasText: 'renew it before you travel' }),
  ).toHaveCount(1);
  await portal.shot('passport-zone-read');

  // The guest's own choice stands: nothing read later moves it.
  const emmaSelect = page.getByRole('combobox', {
    name: 'Traveller for passport-zone-emma-expiring.jpg',
  });
  await emmaSelect.selectOption({ label: 'Another document (keep its file name)' });
  await expect(emmaSelect.locator('option:checked')).toHaveText(
    'Another document (keep its file name)',
  );
  await emmaSelect.selectOption({ label: 'Emma Walker' });

  // What the device read stays on it: no call carries a name or a date of the zone.
  const sent: string[] = [];
  page.on('request', (request) =>
    sent.push(`${request.url()} ${request.postDataBuffer()?.toString('latin1') ?? ''}`),
  );
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
  await expect(travellerRow(page, 'Daniel Walker')).toContainText('passport-daniel-walker.jpg', {
    timeout: 10_000,
  });
  // The staged note went with the staged file; the row says it now, in the same words.
  const emmaRow = travellerRow(page, 'Emma Walker');
  await expect(emmaRow).toContainText('passport-emma-walker.jpg');
  await expect(emmaRow).toContainText(EXPIRING);
  await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);
  // A passport valid through the tour adds nothing to its row.
  await expect(travellerRow(page, 'Daniel Walker')).not.toContainText(/Expire[sd]|Valid through/);
  await emmaRow.scrollIntoViewIfNeeded();
  await portal.shot('passport-zone-uploaded');
  expect(sent.join('\n')).not.toMatch(/WALKER<<|DANIEL<|Valid through|04\/15\/2026|260415/);

  // Kept on the device: a reload still says it; deleting the document ends it.
  await page.reload();
  await expect(travellerRow(page, 'Emma Walker')).toContainText(EXPIRING);
  await page.getByRole('button', { name: 'Delete passport-emma-walker.jpg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete uploaded document?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(travellerRow(page, 'Emma Walker')).toContainText('Passport missing');
  await expect(page.getByText('renew it before you travel')).toHaveCount(0);
});
