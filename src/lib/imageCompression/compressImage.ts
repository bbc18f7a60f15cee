import type { MrzRead } from '../mrz/td3';
import {
  compressInWorker,
  workerCompressionSupported,
  type EncodedImage,
} from './compressInWorker';
import { compressWithCompressor } from './compressWithCompressor';
import type { PhotoProblem } from '../photoCheck/assess';
import { DEFAULT_OPTIONS, renameForType, type CompressionOptions } from './limits';

/** The browser could not decode the picture (broken file, or too large for memory). */
export class ImageDecodeError extends Error {
  constructor(fileName: string, cause: unknown) {
    super(`Could not read the image ${fileName}.`, { cause });
    this.name = 'ImageDecodeError';
  }
}

/**
 * The worker path can fail at run time where the feature checks pass (an engine rejects a
 * createImageBitmap option, a module worker cannot start, an error inside the worker): the
 * library path on the main thread then still compresses the photo. Only when both fail is the
 * image taken as unreadable.
 */
/** Gets a passport photo's machine-readable zone once it is read, or null. */
export type ZoneListener = (zone: MrzRead | null) => void;

async function encode(
  file: File,
  options: CompressionOptions,
  checkPhoto: boolean,
  onZone?: ZoneListener,
): Promise<EncodedImage> {
  if (workerCompressionSupported()) {
    try {
      return await compressInWorker(file, options, checkPhoto, onZone);
    } catch (error) {
      console.warn('Compressing on the main thread: the background worker failed.', error);
    }
  }
  return compressWithCompressor(file, options);
}

export interface CheckedImage {
  file: File;
  /** Null when the photo could not be checked (the main-thread path skips the check). */
  photoProblems: PhotoProblem[] | null;
}

async function prepareImage(
  file: File,
  options: CompressionOptions,
  checkPhoto: boolean,
  onZone?: ZoneListener,
): Promise<CheckedImage> {
  let encoded: EncodedImage;
  try {
    encoded = await encode(file, options, checkPhoto, onZone);
  } catch (error) {
    throw new ImageDecodeError(file.name, error);
  }
  const { blob, photoProblems } = encoded;
  if (!blob) return { file, photoProblems };
  const type = blob.type || file.type;
  const renamed = new File([blob], renameForType(file.name, type), {
    type,
    lastModified: file.lastModified,
  });
  return { file: renamed, photoProblems };
}

/**
 * Compresses a JPEG or PNG to at most ~1 MB and 1920 px on the long side, off the main thread
 * where the browser allows it. Returns the original file when it already fits; a PNG that only
 * fits as JPEG comes back as JPEG with the same name and a .jpg extension.
 */
export async function compressImage(
  file: File,
  options: CompressionOptions = DEFAULT_OPTIONS,
): Promise<File> {
  return (await prepareImage(file, options, false)).file;
}

/**
 * compressImage plus the photo check, both in the worker on the one decode; `onZone` gets the
 * passport's machine-readable zone later, read in the worker after the photo came back. Where only
 * the main-thread path works both are skipped: decoding and resampling a 12 MP photo there would
 * block the page for longer than they are worth.
 */
export function compressAndCheckPhoto(
  file: File,
  options: CompressionOptions = DEFAULT_OPTIONS,
  onZone?: ZoneListener,
): Promise<CheckedImage> {
  return prepareImage(file, options, true, onZone);
}
