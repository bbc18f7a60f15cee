// Issue 28, browser-facing faults: the signing provider on its own origin under the production
// headers, the history the signing frame leaves behind, and files that are not what they claim.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { FILES } from './files';
import {
  addFault,
  chooseTraveller,
  expect,
  openFreshAgreement,
  openSigningFrame,
  test,
  type Page,
} from './fixtures';
import { SANDBOX_PORT, SIGNING_ORIGIN } from './ports';

const SIGNING_FRAME = 'iframe[title="DocuSign signing document"]';

test.describe('the signing provider on its own origin', () => {
  test('the signing page is served from the configured provider origin and shows in the frame @phone', async ({
    page,
    portal,
  }) => {
    await openFreshAgreement(portal);
    const signing = await openSigningFrame(page);
    const src = String(await page.locator(SIGNING_FRAME).getAttribute('src'));
    expect(new URL(src).origin).toBe(SIGNING_ORIGIN);
    expect(new URL(src).origin).not.toBe(new URL(page.url()).origin);
    await expect(signing.getByRole('heading', { level: 1 })).toHaveText(/Travel Agreement/);
    await portal.shot('signing-frame-own-origin');
    await signing.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog', { name: 'Document' })).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('task-status-banner')).toContainText(
      'Your travel agreement is complete',
    );
  });

  test('a signing address on another origin is rejected with a message, not an empty panel @phone', async ({
    page,
    portal,
  }) => {
    await openFreshAgreement(portal);
    // The API origin is framable, but it is not the signing provider.
    await addFault({
      method: 'GET',
      path: '/v1/portal/docusign/start',
      kind: 'raw',
      body: { url: `http://localhost:${SANDBOX_PORT}/sandbox/signing?envelope=x&token=y` },
    });
    await page.getByRole('button', { name: 'Start Signing Process' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The signing page was not opened' }),
    ).toContainText("its address is not our e-signature provider's");
    await expect(page.getByRole('dialog', { name: 'Document' })).toHaveCount(0);
    await expect(page.locator(SIGNING_FRAME)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Signing' })).toBeEnabled();
    await portal.shot('signing-foreign-origin-rejected');
  });
});

test.describe('history after the signing frame', () => {
  for (const action of ['Finish', 'Cancel'] as const) {
    test(`after ${action} in the signing frame, one Back leaves the agreement page`, async ({
      page,
      portal,
    }) => {
      await openFreshAgreement(portal);
      const agreementUrl = page.url();
      const signing = await openSigningFrame(page);
      await signing.getByRole('button', { name: action }).click();
      await expect(page.getByRole('dialog', { name: 'Document' })).toBeHidden({
        timeout: 15_000,
      });
      await expect(page.locator(SIGNING_FRAME)).toHaveCount(0);
      await page.evaluate(() => history.back());
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      expect(page.url()).not.toBe(agreementUrl);
    });
  }
});

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
const staged = (page: Page) => page.getByRole('list', { name: 'Files to upload' });
const uploaded = (page: Page) =>
  page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem');
const rejections = (page: Page) => page.getByRole('alert').filter({ hasText: /\.(jpg|png|pdf)/ });

const fromDisk = (path: string, mimeType: string) => ({
  name: basename(path),
  mimeType,
  buffer: readFileSync(path),
});

/** A 69-byte PNG whose header claims 20000 x 20000 pixels (a decompression bomb's first bytes). */
function claimsHugePng() {
  const bytes = Buffer.alloc(69);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(20000, 16);
  bytes.writeUInt32BE(20000, 20);
  bytes.set([8, 2, 0, 0, 0], 24);
  return { name: 'huge-scan.png', mimeType: 'image/png', buffer: bytes };
}

test.describe('files that are not what they claim', () => {
  test('each bad file is rejected by name and the good ones stay staged @phone', async ({
    page,
    portal,
  }) => {
    await portal.login('fresh');
    await portal.openTask('Passport', 'Passport Upload');
    await chooser(page).setInputFiles(FILES.passportJpeg);
    await expect(staged(page).getByRole('listitem')).toHaveCount(1);

    const pdf = readFileSync(FILES.ticketPdf);
    await chooser(page).setInputFiles([
      {
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('MZ\x90\x00 not a photo'),
      },
      { name: 'itinerary.png', mimeType: 'image/png', buffer: pdf },
      claimsHugePng(),
      // Starts like a PNG, then stops: no browser can decode it.
      {
        name: 'cut-off.png',
        mimeType: 'image/png',
        buffer: readFileSync(FILES.passportPng).subarray(0, 400),
      },
      { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      fromDisk(FILES.passportJpeg, 'image/jpeg'),
      fromDisk(FILES.passportPng, 'image/png'),
    ]);
    const alert = rejections(page);
    await expect(alert).toContainText(
      'Invalid file type: holiday.jpg. It is not a JPEG, PNG or PDF file, whatever its name says.',
    );
    await expect(alert).toContainText(
      'Invalid file type: huge-scan.png. It could not be read as a picture',
    );
    await expect(alert).toContainText(
      'Invalid file type: cut-off.png. It could not be read as a picture',
    );
    await expect(alert).toContainText('Invalid file type: empty.jpg. It is empty (0 bytes).');
    await expect(alert).toContainText(
      'passport-emma.jpg is already in your list of files to upload.',
    );
    // The PDF renamed .png is staged as the PDF it is; the first photo and the PNG stay.
    await expect(staged(page).getByRole('listitem')).toHaveCount(3);
    await expect(staged(page)).toContainText('itinerary.pdf');
    await expect(staged(page)).toContainText('passport-emma.jpg');
    await expect(staged(page)).toContainText('passport-daniel.png');
    await portal.shot('bad-files-rejected');

    await chooseTraveller(page, 'passport-emma.jpg', 'Emma Walker');
    await chooseTraveller(page, 'passport-daniel.png', 'Daniel Walker');
    await chooseTraveller(page, 'itinerary.pdf', 'Another document (keep its file name)');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
    await expect(uploaded(page)).toHaveCount(3, { timeout: 10_000 });
    expect(portal.apiCalls.filter((call) => call.endsWith('/upload'))).toHaveLength(3);

    // Uploaded once: choosing it again is rejected, and nothing is sent.
    await chooser(page).setInputFiles(FILES.passportJpeg);
    await expect(rejections(page)).toHaveText(
      'passport-emma.jpg has already been uploaded. Choose a different file.',
    );
    await expect(staged(page)).toHaveCount(0);
    expect(portal.apiCalls.filter((call) => call.endsWith('/upload'))).toHaveLength(3);
  });
});
