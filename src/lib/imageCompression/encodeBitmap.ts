import {
  fitWithin,
  MIN_DIMENSION,
  QUALITY_STEPS,
  SHRINK_FACTOR,
  type CompressionOptions,
} from './limits';

/** What the worker (or a test page) hands back: the new bytes, or null to keep the original. */
export interface EncodeResult {
  blob: Blob | null;
  width: number;
  height: number;
}

function draw(source: ImageBitmap, width: number, height: number, opaque: boolean) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context for OffscreenCanvas.');
  if (opaque) {
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * Compresses an image with createImageBitmap + OffscreenCanvas (worker-safe: no DOM needed).
 * The bitmap is decoded with EXIF orientation applied, so the output is upright without EXIF.
 * Quality steps down first, then the size, until the result fits `targetBytes`. `inspect` sees
 * the decoded full-resolution image first (the photo check).
 */
export async function encodeImage(
  input: Blob,
  options: CompressionOptions,
  inspect?: (decoded: ImageBitmap) => void,
): Promise<EncodeResult> {
  const bitmap = await createImageBitmap(input, { imageOrientation: 'from-image' });
  try {
    inspect?.(bitmap);
    const natural = { width: bitmap.width, height: bitmap.height };
    let size = fitWithin(natural.width, natural.height, options.maxDimension);
    const resized = size.width !== natural.width || size.height !== natural.height;
    if (!resized && input.size <= options.targetBytes) return { blob: null, ...natural };

    if (input.type === 'image/png') {
      // A document scan often stays small as PNG; only give up lossless when it does not fit.
      const png = await draw(bitmap, size.width, size.height, false).convertToBlob({
        type: 'image/png',
      });
      if (png.size <= options.targetBytes) return { blob: png, ...size };
    }

    let smallest: Blob | null = null;
    for (;;) {
      const canvas = draw(bitmap, size.width, size.height, true);
      for (const quality of QUALITY_STEPS) {
        const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality });
        if (!smallest || jpeg.size < smallest.size) smallest = jpeg;
        if (jpeg.size <= options.targetBytes) return { blob: jpeg, ...size };
      }
      const longSide = Math.max(size.width, size.height);
      if (longSide * SHRINK_FACTOR < MIN_DIMENSION) break;
      size = fitWithin(size.width, size.height, Math.round(longSide * SHRINK_FACTOR));
    }
    return { blob: smallest, ...size };
  } finally {
    bitmap.close();
  }
}
