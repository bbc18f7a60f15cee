import { planeFromImage } from '../photoCheck/readPlane';
import { READER_LONG_SIDE } from './reader/grey';
import { readZoneFromPlane } from './reader/readZone';
import type { MrzRead } from './td3';

/**
 * Worker-facing entry (needs OffscreenCanvas; the rest of src/lib/mrz is plain TypeScript): reads the
 * zone of a decoded photo, or null when it cannot be read with every check digit valid and every
 * cell sure. The browser shrinks the photo (a 12 MP photo costs one drawImage, not a JS loop).
 */
export function readPassportZone(image: ImageBitmap | OffscreenCanvas): MrzRead | null {
  return readZoneFromPlane(planeFromImage(image, READER_LONG_SIDE)).read;
}
