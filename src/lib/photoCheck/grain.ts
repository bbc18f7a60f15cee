import type { LuminancePlane } from './statistics';

/** Side of the full-resolution patch read from the middle of the photo. */
export const GRAIN_PATCH = 256;
/** Pixels whose neighbourhood varies less than this are flat paper. */
const FLAT_RANGE = 12;

/**
 * How alike neighbouring steps are in flat areas at full resolution (their correlation, -1..1).
 * A camera's own noise is independent pixel to pixel, so consecutive steps pull apart (about
 * -0.5); a small image enlarged draws straight ramps between its pixels, so they agree.
 */
export function stepCorrelation({ data, width, height }: LuminancePlane): number {
  let together = 0;
  let alone = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 2; x < width - 3; x += 1) {
      const at = row + x;
      let low = 255;
      let high = 0;
      for (let k = -2; k <= 3; k += 1) {
        low = Math.min(low, data[at + k]);
        high = Math.max(high, data[at + k]);
      }
      if (high - low >= FLAT_RANGE) continue;
      const before = data[at] - data[at - 1];
      const after = data[at + 1] - data[at];
      together += before * after;
      alone += after * after;
    }
  }
  return alone ? together / alone : 0;
}
