import type { LuminancePlane } from '../../photoCheck/statistics';

/** The reader works at most at this long side: the zone's characters keep 12+ pixels of pitch. */
export const READER_LONG_SIDE = 1700;

/** Rec. 601 luma, shrunk by a whole factor with a box filter (cheap for a 12 MP photo). */
export function greyPlane(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): LuminancePlane {
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / READER_LONG_SIDE));
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const sums = new Uint32Array(w);
  const data = new Uint8Array(w * h);
  const area = factor * factor;
  for (let y = 0; y < h; y += 1) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy += 1) {
      let byte = (y * factor + dy) * width * 4;
      for (let x = 0; x < w; x += 1) {
        let sum = 0;
        for (let dx = 0; dx < factor; dx += 1, byte += 4) {
          sum += 77 * rgba[byte] + 150 * rgba[byte + 1] + 29 * rgba[byte + 2];
        }
        sums[x] += sum;
      }
    }
    for (let x = 0; x < w; x += 1) data[y * w + x] = (sums[x] / area + 128) >> 8;
  }
  return { data, width: w, height: h };
}
