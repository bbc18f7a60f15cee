import { luminanceFromRgba } from '../photoCheck/statistics';
import { READER_LONG_SIDE } from './reader/grey';
import { readZoneFromPlane } from './reader/readZone';
import type { MrzRead } from './td3';

/**
 * Worker-facing entry (needs OffscreenCanvas; the rest of src/lib/mrz is plain TypeScript): reads the
 * zone of a decoded photo, or null when it cannot be read with every check digit valid and every
 * cell sure. The browser shrinks the photo (a 12 MP photo costs one drawImage, not a JS loop).
 */
export function readPassportZone(image: ImageBitmap | OffscreenCanvas): MrzRead | null {
  const scale = Math.min(1, READER_LONG_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return readZoneFromPlane(luminanceFromRgba(data, width, height)).read;
}
