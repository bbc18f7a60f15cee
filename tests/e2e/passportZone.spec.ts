/**
 * The device reads a staged passport's machine-readable zone in the photo worker: it picks the
 * traveller the zone names and compares the expiry with the tour's last day (the fresh guest's
 * tour ends 04/21/2026). Nothing it reads is sent.
 */
import { FILES } from './files';
import { expect, test, type Page } from './fixtures';

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
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

  // Daniel's passport first: the list would give it to Emma, the first traveller missing.
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
  await expect(emma).toContainText(
    'Expires 04/15/2026, before your tour ends: renew it before you travel.',
  );
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

  // What the device read stays on it: no call carries a name or a date of the zone.
  const sent: string[] = [];
  page.on('request', (request) =>
    sent.push(`${request.url()} ${request.postDataBuffer()?.toString('latin1') ?? ''}`),
  );
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('list', { name: 'Passports by traveller' })
      .getByRole('listitem')
      .filter({ hasText: 'Daniel Walker' }),
  ).toContainText('passport-daniel-walker.jpg', { timeout: 10_000 });
  await expect(page.getByRole('list', { name: 'Not named for a traveller' })).toContainText(
    'passport-zone-emma-expiring.jpg',
  );
  expect(sent.join('\n')).not.toMatch(/WALKER<<|DANIEL<|Valid through|04\/15\/2026|260415/);
});
