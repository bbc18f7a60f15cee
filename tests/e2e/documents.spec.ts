import { bigPhoto, FILES, MB, oversizedPdf, payload, storedFile } from './files';
import { chooseTraveller, expect, test, type Page } from './fixtures';

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
const staged = (page: Page) => page.getByRole('list', { name: 'Files to upload' });
const uploaded = (page: Page) =>
  page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem');

async function uploadStaged(page: Page, count: number) {
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
  // The list reloads 1.2 s after the run .
  await expect(uploaded(page)).toHaveCount(count, { timeout: 10_000 });
}

async function confirmSubmission(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText(question);
  return dialog;
}

test('a fresh guest uploads passport photos, one of them a 12 MP photo, and confirms @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  await portal.expectActionRequired('Passport', 'Action required: send us your passports');
  await portal.markDocument();
  await portal.shot('passports-empty');

  const photo = await bigPhoto(page, 'daniel-phone-photo.jpg');
  expect(
    photo.buffer.length,
    'the photo is over the 2 MB limit before compression',
  ).toBeGreaterThan(2 * MB);
  await chooser(page).setInputFiles([FILES.passportJpeg, FILES.passportPng]);
  await expect(staged(page).getByRole('listitem')).toHaveCount(2);
  await chooser(page).setInputFiles(photo);
  await expect(staged(page).getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  const photoRow = staged(page).getByRole('listitem').filter({ hasText: photo.name });
  // Compressed in the worker: at most 1 MB, shown as KB (or "1.0 MB").
  await expect(photoRow).toContainText(/Ready to upload · (\d+ KB|1\.0 MB)/);
  await portal.shot('three-staged');

  // A staged file can be removed before upload.
  await page.getByRole('button', { name: 'Remove passport-daniel.png' }).click();
  await expect(staged(page).getByRole('listitem')).toHaveCount(2);
  // Each file is uploaded under its traveller's name, as the guest says: the photo is Daniel's.
  await chooseTraveller(page, 'passport-emma.jpg', 'Emma Walker');
  await chooseTraveller(page, photo.name, 'Daniel Walker');
  await portal.shot('one-removed');

  await uploadStaged(page, 2);
  await portal.shot('two-uploaded');
  const photoThumb = page
    .getByRole('button', { name: 'Preview passport-daniel-walker.jpg' })
    .locator('img');
  const stored = await storedFile(page, String(await photoThumb.getAttribute('src')));
  expect(stored.type).toBe('image/jpeg');
  expect(stored.bytes).toBeLessThanOrEqual(MB);

  // Preview, then delete the small JPEG and upload the PNG instead.
  await page.getByRole('button', { name: 'Preview passport-emma-walker.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'passport-emma-walker.jpg' });
  await expect(preview.getByRole('img', { name: 'passport-emma-walker.jpg' })).toBeVisible();
  await portal.shot('preview');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Delete passport-emma-walker.jpg' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete uploaded document?' });
  await expect(deleteDialog).toContainText('passport-emma-walker.jpg');
  await portal.shot('delete-dialog');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(uploaded(page)).toHaveCount(1);

  // Emma is the one missing again: the new file is hers.
  await chooser(page).setInputFiles(FILES.passportPng);
  await chooseTraveller(page, 'passport-daniel.png', 'Emma Walker');
  await uploadStaged(page, 2);
  await expect(
    page.getByRole('button', { name: 'Preview passport-emma-walker.png' }),
  ).toBeVisible();
  await portal.shot('replaced');

  const dialog = await confirmSubmission(
    page,
    'Confirm Passport Submission',
    'Do you want to submit your passport images to our team for processing?',
  );
  await portal.shot('confirm-dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your passports are being checked',
  );
  await expect(page.getByLabel('Choose files to upload')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await portal.expectMenuStatus('Passport', 'review');
  await portal.expectNoReload();
  await portal.shot('passports-processing');
});

test('a fresh guest uploads an e-ticket PDF and a PNG as flight documents and confirms @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Flight Info', 'Flight Information');
  await portal.expectActionRequired('Flight Info', 'Action required: share your flight details');
  await portal.markDocument();
  await portal.shot('flights-empty');

  // Wrong type and too large a PDF are dropped with their messages; the valid file stays.
  await chooser(page).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my flight is NH7') },
    oversizedPdf(),
    payload(FILES.ticketPdf, 'application/pdf'),
  ]);
  const problems = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
  await expect(problems).toContainText('Invalid file type: notes.txt');
  await expect(problems).toContainText('File too large (max 2MB): scanned-itinerary.pdf');
  await expect(staged(page).getByRole('listitem')).toHaveCount(1);
  // The verdict is in view, clear of the fixed submit bar (on a phone the picker returns anywhere).
  await expect(problems).toBeInViewport({ ratio: 1 });
  const bar = page.getByRole('region', { name: 'Submit reminder bar' });
  if (await bar.isVisible()) {
    const [alertBox, barBox] = await Promise.all([problems.boundingBox(), bar.boundingBox()]);
    expect((alertBox?.y ?? 0) + (alertBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  }
  await portal.shot('checks');

  await chooser(page).setInputFiles(FILES.boardingPng);
  await expect(staged(page).getByRole('listitem')).toHaveCount(2);
  await uploadStaged(page, 2);
  await portal.shot('uploaded');

  await page.getByRole('button', { name: 'Preview e-ticket.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'e-ticket.pdf' });
  const frame = preview.locator('iframe[title="e-ticket.pdf"]');
  await expect(frame).toBeVisible();
  const pdf = await storedFile(page, String(await frame.getAttribute('src')));
  expect(pdf.type).toBe('application/pdf');
  await portal.shot('pdf-preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  const dialog = await confirmSubmission(
    page,
    'Confirm Document(s) Submission',
    'Do you want to submit your flight documents to our team for processing?',
  );
  await portal.shot('confirm-dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your flight documents are being checked',
  );
  await portal.expectMenuStatus('Flight Info', 'review');
  await portal.expectNoReload();
  await portal.shot('flights-processing');
});
