import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan, settle } from './axe';
import { payload } from './files';
import { chooseTraveller, expect, test, type Page } from './fixtures';

/** Photos from the labelled set the photo check's thresholds were chosen on. */
const setPhoto = (file: string) =>
  payload(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../tools/photo-check-set/images',
      file,
    ),
    'image/jpeg',
  );
const GOOD = setPhoto('01-good.jpg');
const BLURRED = setPhoto('31-blurry2.4.jpg');
const DARK = setPhoto('43-dark0.14.jpg');
const OTHERS = [
  setPhoto('52-bright0.68.jpg'),
  setPhoto('60-glare.jpg'),
  setPhoto('70-small640.jpg'),
];

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
const row = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Files to upload' })
    .getByRole('listitem')
    .filter({ hasText: name });

test('a good, a blurred and a dark passport photo each get their verdict, and all three still upload @phone', async ({
  page,
  portal,
}, testInfo) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  const announcer = page.getByRole('status', { name: 'Photo check' });

  await chooser(page).setInputFiles([GOOD, BLURRED, DARK]);
  await expect(row(page, GOOD.name)).toContainText('Sharp and well lit', { timeout: 20_000 });
  await expect(row(page, BLURRED.name)).toContainText(
    'Blurry photo – wipe the lens, hold the phone steady and tap to focus.',
  );
  await expect(row(page, DARK.name)).toContainText('Too dark – turn on a light');
  await expect(row(page, GOOD.name)).not.toContainText(/Blurry|Too dark|Too bright|Glare|Low/);
  await expect(row(page, BLURRED.name)).not.toContainText('Sharp and well lit');
  await expect(row(page, DARK.name)).not.toContainText('Sharp and well lit');
  await expect(row(page, BLURRED.name)).toContainText('You can still upload it');

  // Announced politely, once: the three verdicts of this choice in one message.
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(
    `${GOOD.name}: Sharp and well lit. ${BLURRED.name}: Blurry photo. You can still upload it, or remove it and retake. ${DARK.name}: Too dark. You can still upload it, or remove it and retake.`,
  );
  await settle(page);
  await scan(page, testInfo.project.name, 'passports, photo check verdicts');

  // The other verdicts, for the record of how each looks.
  await chooser(page).setInputFiles(OTHERS);
  await expect(row(page, '52-bright')).toContainText('Too bright – move out of direct light.', {
    timeout: 20_000,
  });
  await expect(row(page, '60-glare')).toContainText('Glare on the page – tilt the passport');
  await expect(row(page, '70-small640')).toContainText('Low resolution – move closer');
  await expect(announcer).toContainText('52-bright0.68.jpg: Too bright.');
  await expect(announcer).not.toContainText(GOOD.name);
  await portal.shot('photo-check-verdicts');
  await row(page, '70-small640').scrollIntoViewIfNeeded();
  await portal.shot('photo-check-verdicts-last');

  // Removing a file does not announce anything again.
  await page.getByRole('button', { name: `Remove ${OTHERS[2]?.name}` }).click();
  await expect(announcer).toContainText('52-bright0.68.jpg: Too bright.');

  // The verdict never blocks: every staged photo uploads (once the guest says whose it is).
  for (const photo of [GOOD, BLURRED, DARK, ...OTHERS.slice(0, 2)])
    await chooseTraveller(page, photo.name);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem'),
  ).toHaveCount(5, { timeout: 10_000 });
});

test('flight documents are not checked', async ({ page, portal }) => {
  await portal.login('fresh');
  await portal.openTask('Flight Info', 'Flight Information');
  await chooser(page).setInputFiles([BLURRED]);
  await expect(row(page, BLURRED.name)).toContainText('Ready to upload', { timeout: 20_000 });
  await expect(row(page, BLURRED.name)).not.toContainText(/Blurry photo|Sharp and well lit/);
});
