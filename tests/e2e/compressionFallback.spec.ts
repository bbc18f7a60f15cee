/**
 * The compression worker can fail at run time in ways no feature check sees. Each failure is
 * planted in the built app's real worker, and the guest's 12 MP photo must still be compressed
 * (on the main thread) and uploaded: at most 1 MB and 1920 px, no "Could not read the image".
 */
import { bigPhoto, MB, storedFile } from './files';
import { chooseTraveller, expect, test, type Page } from './fixtures';

const WORKER_SCRIPT = '**/assets/compress.worker-*.js';

/** Serves the worker chunk with `prelude` run before its own code. */
async function plantInWorker(page: Page, prelude: string) {
  await page.route(WORKER_SCRIPT, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${prelude}\n${await response.text()}` });
  });
}

const FAILURES: { name: string; plant: (page: Page) => Promise<void> }[] = [
  {
    name: 'an error inside the worker',
    plant: (page) =>
      plantInWorker(
        page,
        `OffscreenCanvas.prototype.convertToBlob = () => Promise.reject(new Error('encoder crashed'));`,
      ),
  },
  {
    name: 'a createImageBitmap option the engine rejects',
    plant: (page) =>
      plantInWorker(
        page,
        `{ const decode = self.createImageBitmap.bind(self);
           self.createImageBitmap = (image, options) => options && options.imageOrientation
             ? Promise.reject(new TypeError("The provided value 'from-image' is not a valid enum value of type ImageOrientation."))
             : decode(image, options); }`,
      ),
  },
  {
    name: 'a module worker that cannot start',
    plant: async (page) => {
      await page.route(WORKER_SCRIPT, (route) => route.fulfill({ status: 404, body: 'not found' }));
    },
  },
];

for (const failure of FAILURES) {
  test(`a 12 MP photo is still compressed and uploaded after ${failure.name}`, async ({
    page,
    portal,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await failure.plant(page);
    await portal.login('fresh');
    await page.goto('#/passports');
    await expect(page.getByRole('heading', { name: 'Passport Upload', level: 1 })).toBeVisible();

    const photo = await bigPhoto(page, 'fallback-photo.jpg');
    expect(photo.buffer.length).toBeGreaterThan(2 * MB);
    await page.getByLabel('Choose files to upload').setInputFiles(photo);
    const row = page
      .getByRole('list', { name: 'Files to upload' })
      .getByRole('listitem')
      .filter({ hasText: photo.name });
    await expect(row).toContainText(/Ready to upload · (\d+ KB|1\.0 MB)/, { timeout: 30_000 });
    await expect(page.getByText(/Could not read the image/)).toHaveCount(0);
    expect(warnings.join('\n')).toContain('Compressing on the main thread');

    await chooseTraveller(page, photo.name, 'Emma Walker');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
    // Uploaded under the name of the traveller the guest gave it to.
    const thumbnail = page
      .getByRole('button', { name: 'Preview passport-emma-walker.jpg' })
      .locator('img');
    await expect(thumbnail).toBeVisible({ timeout: 10_000 });
    const stored = await storedFile(page, String(await thumbnail.getAttribute('src')));
    expect(stored.type).toBe('image/jpeg');
    expect(stored.bytes).toBeLessThanOrEqual(MB);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1920, height: 1440 });
  });
}
