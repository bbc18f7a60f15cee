/** Images are compressed to about 1 MB and 1920 px on the long side. */
export const TARGET_BYTES = 1024 * 1024;
export const MAX_DIMENSION = 1920;

/** JPEG qualities tried in turn at one size before the picture is made smaller. */
export const QUALITY_STEPS = [0.86, 0.78, 0.7, 0.62, 0.54, 0.46] as const;
/** Each further round shrinks the long side by this factor. */
export const SHRINK_FACTOR = 0.8;
/** Below this long side a document photo is no longer readable: stop shrinking. */
export const MIN_DIMENSION = 480;

export interface CompressionOptions {
  targetBytes: number;
  maxDimension: number;
}

export const DEFAULT_OPTIONS: CompressionOptions = {
  targetBytes: TARGET_BYTES,
  maxDimension: MAX_DIMENSION,
};

/** Width and height that fit `maxDimension` on the long side, keeping the aspect ratio. */
export function fitWithin(
  width: number,
  height: number,
  maxDimension: number,
): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxDimension) return { width, height };
  const scale = maxDimension / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Keeps the guest's file name but gives it the extension of the type it now has. */
export function renameForType(name: string, mimeType: string): string {
  const extension = mimeType === 'image/png' ? 'png' : mimeType === 'image/jpeg' ? 'jpg' : null;
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const alreadyFits =
    (extension === 'jpg' && (current === 'jpg' || current === 'jpeg')) || current === extension;
  return alreadyFits ? name : `${base}.${extension}`;
}
