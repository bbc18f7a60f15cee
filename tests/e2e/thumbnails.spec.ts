import { scan, settle } from './axe';
import { SANDBOX_URL } from './ports';
import { chooseTraveller, expect, test, type Page } from './fixtures';

/** Pixel colours at fractions of a PNG screenshot's size, decoded by the page's own canvas. */
async function pixels(page: Page, png: Buffer, points: Array<[number, number]>) {
  return page.evaluate(
    async ({ base64, points }) => {
      // Decoded from bytes: the page's CSP allows no fetch of a data: address.
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => {
        const at = (fraction: number, size: number) =>
          Math.min(size - 1, Math.round(fraction * size));
        const [r, g, b] = context.getImageData(
          at(x, bitmap.width),
          at(y, bitmap.height),
          1,
          1,
        ).data;
        return { r, g, b };
      });
    },
    { base64: png.toString('base64'), points },
  );
}

/** An 800 x 500 landscape "passport page": a red band at the left edge, a blue one at the right. */
async function landscapePage(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 500);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#f5f0e1';
    context.fillRect(0, 0, 800, 500);
    context.fillStyle = '#d00000';
    context.fillRect(0, 0, 90, 500);
    context.fillStyle = '#0030d0';
    context.fillRect(710, 0, 90, 500);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  });
  return {
    name: 'landscape-passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  };
}

test('a landscape passport page is shown whole, and the list never says 0 while it reloads @phone', async ({
  page,
  portal,
}, testInfo) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  const region = page.getByRole('region', { name: 'Uploaded Documents' });
  await expect(region).toContainText('No documents uploaded yet.');
  await expect(region).toContainText('0 of 12');

  // The list's reload after the upload responds slowly, as on a phone network.
  await page.route(`${SANDBOX_URL}/v1/portal/customer_documents`, async (route) => {
    if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 1500));
    await route.fallback();
  });
  await page.getByLabel('Choose files to upload').setInputFiles(await landscapePage(page));
  await expect(
    page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem'),
  ).toHaveCount(1);
  await chooseTraveller(page, 'landscape-passport.png');
  // Once the upload has finished, record what the uploaded list says at every change of the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    const section = document.querySelector('[aria-labelledby="passports-uploaded-heading"]');
    if (!section) throw new Error('no uploaded section');
    let finished = false;
    new MutationObserver(() => {
      const staged = document.querySelector('[aria-label="Files to upload"]')?.textContent ?? '';
      finished ||=
        staged.includes('Uploaded') || document.body.innerText.includes('Upload complete');
      if (finished) seen.push(section.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { uploadedListTexts: seen });
  });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const thumb = page
    .getByRole('button', { name: 'Preview passport-emma-walker.png' })
    .locator('img');
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  await expect(region).toContainText('1 of 12');
  const texts = await page.evaluate(
    () => (window as unknown as { uploadedListTexts: string[] }).uploadedListTexts,
  );
  for (const text of texts) {
    expect(text, 'the list never claims to be empty after an upload').not.toContain(
      'No documents uploaded yet.',
    );
    expect(text).not.toContain('0 of 12');
  }
  // While the slow reload ran, the list said it was updating.
  expect(texts.some((text) => text.includes('Updating the list...'))).toBe(true);

  // The thumbnail box is 100 x 130 and the picture fits inside it.
  await thumb.evaluate((image: HTMLImageElement) =>
    image.complete ? null : new Promise((done) => image.addEventListener('load', done)),
  );
  expect(await thumb.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  const frame = thumb.locator('..');
  const box = await frame.boundingBox();
  expect(box?.width).toBeCloseTo(100, 0);
  expect(box?.height).toBeCloseTo(130, 0);
  // Both edge bands of the page are on screen: the left edge red, the right edge blue.
  const [left, right] = await pixels(page, await thumb.screenshot(), [
    [0.03, 0.5],
    [0.97, 0.5],
  ]);
  expect(left.r).toBeGreaterThan(150);
  expect(left.b).toBeLessThan(80);
  expect(right.b).toBeGreaterThan(150);
  expect(right.r).toBeLessThan(80);
  await portal.shot('landscape-thumbnail');
  await settle(page);
  await scan(page, testInfo.project.name, 'passports, landscape thumbnail');
});
