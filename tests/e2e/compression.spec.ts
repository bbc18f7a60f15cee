/**
 * Real-browser check of image compression through the built app and its bundled worker:
 * a 4000 x 3000 JPEG whose EXIF says "rotate 90 degrees clockwise" (orientation 6) is chosen on
 * the passport page, uploaded, and the stored file is read back: at most 1 MB, long side at most
 * 1920 px, and upright (portrait, with the red marker where the rotation puts it).
 */
import { withExifOrientation } from '../harness/exifJpeg';
import { makePhotoBlob } from '../harness/photoInPage';
import { chooseTraveller, expect, test } from './fixtures';

const MAX_BYTES = 1024 * 1024;

test('a 12 MP phone photo with EXIF orientation is compressed upright to at most 1 MB', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await page.goto('#/passports');
  await expect(page.getByRole('heading', { name: 'Passport Upload', level: 1 })).toBeVisible();

  // Raw pixels are landscape with a red top-left quadrant; orientation 6 shows them rotated.
  const base64 = await page.evaluate(
    `(${makePhotoBlob.toString()})(4000, 3000, 3, true).then((blob) => new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]);
      reader.readAsDataURL(blob);
    }))`,
  );
  const photo = withExifOrientation(Buffer.from(String(base64), 'base64'), 6);
  expect(photo.length).toBeGreaterThan(MAX_BYTES);

  await page.getByLabel('Choose files to upload').setInputFiles({
    name: 'rotated-passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo),
  });
  await expect(page.getByText('rotated-passport.jpg', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await chooseTraveller(page, 'rotated-passport.jpg');
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const thumbnail = page
    .getByRole('button', { name: 'Preview passport-emma-walker.jpg' })
    .locator('img');
  await expect(thumbnail).toBeVisible({ timeout: 20_000 });
  const src = await thumbnail.getAttribute('src');
  expect(src).toBeTruthy();

  const stored = await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const pixel = (x: number, y: number) =>
      Array.from(context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
    return {
      bytes: blob.size,
      type: blob.type,
      width: bitmap.width,
      height: bitmap.height,
      topRight: pixel(bitmap.width * 0.75, bitmap.height * 0.25),
      topLeft: pixel(bitmap.width * 0.25, bitmap.height * 0.25),
    };
  }, String(src));

  expect(stored.bytes).toBeLessThanOrEqual(MAX_BYTES);
  expect(stored.type).toBe('image/jpeg');
  // Portrait: the EXIF rotation was applied to the pixels.
  expect({ width: stored.width, height: stored.height }).toEqual({ width: 1440, height: 1920 });
  const [red = 0, green = 255, blue = 255] = stored.topRight;
  expect(red).toBeGreaterThan(200);
  expect(green).toBeLessThan(60);
  expect(blue).toBeLessThan(60);
  expect(stored.topLeft).not.toEqual(stored.topRight);
  await portal.shot('passport-compressed-upright');
});
