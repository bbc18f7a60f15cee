import { planeFromImage } from '../photoCheck/readPlane';
import type { LuminancePlane } from '../photoCheck/statistics';
import { READER_LONG_SIDE } from './reader/grey';
import { readZoneFromPlane } from './reader/readZone';
import type { MrzRead } from './td3';

/**
 * Worker-facing entries (planeFromImage needs OffscreenCanvas; the rest of src/lib/mrz is plain
 * TypeScript): the zone of a decoded photo, or null when it cannot be read with every check digit
 * valid and every cell sure. The browser shrinks the photo (a 12 MP photo costs one drawImage,
 * not a JS loop).
 */
export function readPassportZone(image: ImageBitmap | OffscreenCanvas): MrzRead | null {
  return readPassportZoneOfPlane(planeFromImage(image, READER_LONG_SIDE));
}

/** The same, from the photo already drawn at READER_LONG_SIDE. */
export function readPassportZoneOfPlane(plane: LuminancePlane): MrzRead | null {
  return readZoneFromPlane(plane).read;
}
