import Compressor from 'compressorjs';
import { QUALITY_STEPS, type CompressionOptions } from './limits';
import type { EncodedImage } from './compressInWorker';

function runCompressor(file: Blob, options: Compressor.Options): Promise<Blob> {
  return new Promise((resolve, reject) => {
    new Compressor(file, { ...options, success: resolve, error: reject });
  });
}

/**
 * Main-thread fallback for browsers without Worker, OffscreenCanvas or createImageBitmap.
 * compressorjs reads EXIF orientation itself and turns large PNGs into JPEG.
 */
export async function compressWithCompressor(
  file: Blob,
  options: CompressionOptions,
): Promise<EncodedImage> {
  let smallest: Blob | null = null;
  for (const quality of QUALITY_STEPS) {
    const result = await runCompressor(file, {
      quality,
      maxWidth: options.maxDimension,
      maxHeight: options.maxDimension,
      checkOrientation: true,
      convertTypes: ['image/png'],
      convertSize: options.targetBytes,
    });
    if (!smallest || result.size < smallest.size) smallest = result;
    if (result.size <= options.targetBytes) break;
  }
  return { blob: smallest, photoProblems: null };
}
