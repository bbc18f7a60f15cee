import {
  compressInWorker,
  workerCompressionSupported,
  type EncodedImage,
} from './compressInWorker';
import { compressWithCompressor } from './compressWithCompressor';
import { DEFAULT_OPTIONS, renameForType, type CompressionOptions } from './limits';

export { TARGET_BYTES, MAX_DIMENSION } from './limits';

/** The browser could not decode the picture (broken file, or too large for memory). */
export class ImageDecodeError extends Error {
  constructor(fileName: string, cause: unknown) {
    super(`Could not read the image ${fileName}.`, { cause });
    this.name = 'ImageDecodeError';
  }
}

/**
 * The worker path can fail at run time where the feature checks pass (an engine refuses a
 * createImageBitmap option, a module worker cannot start, an error inside the worker): the
 * library path on the main thread then still compresses the photo. Only when both fail is the
 * image taken as unreadable.
 */
async function encode(file: File, options: CompressionOptions): Promise<EncodedImage> {
  if (workerCompressionSupported()) {
    try {
      return await compressInWorker(file, options);
    } catch (error) {
      console.warn('Compressing on the main thread: the background worker failed.', error);
    }
  }
  return compressWithCompressor(file, options);
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
  let encoded: EncodedImage;
  try {
    encoded = await encode(file, options);
  } catch (error) {
    throw new ImageDecodeError(file.name, error);
  }
  const { blob } = encoded;
  if (!blob) return file;
  const type = blob.type || file.type;
  return new File([blob], renameForType(file.name, type), {
    type,
    lastModified: file.lastModified,
  });
}
