import { luminanceFromRgba, type LuminancePlane } from './statistics';

/**
 * The statistics look at the photo resampled to this long side: enough to see whether text is
 * crisp, and cheap for a 12 MP photo (about 0.75 MP).
 */
export const WORKING_LONG_SIDE = 1000;

/** The full-resolution patch of `side` pixels in the middle of the image (where the page is). */
export function middlePatch(image: ImageBitmap | OffscreenCanvas, side: number): LuminancePlane {
  const width = Math.min(side, image.width);
  const height = Math.min(side, image.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context for OffscreenCanvas.');
  const left = Math.floor((image.width - width) / 2);
  const top = Math.floor((image.height - height) / 2);
  context.drawImage(image, left, top, width, height, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return luminanceFromRgba(data, width, height);
}

/** Draws a decoded image at the working size and reads its luminance (worker-safe, no DOM). */
export function planeFromImage(
  image: ImageBitmap | OffscreenCanvas,
  longSide = WORKING_LONG_SIDE,
): LuminancePlane {
  const scale = Math.min(1, longSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context for OffscreenCanvas.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return luminanceFromRgba(data, width, height);
}
