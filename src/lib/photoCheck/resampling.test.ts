import { describe, expect, it } from 'vitest';
import { resamplingPeak } from './resampling';
import { irregularPrint, noisy, planeOf } from './testImages.testutil';
import type { LuminancePlane } from './statistics';
import { PHOTO_THRESHOLDS } from './thresholds';

/** Bilinear enlargement by `factor`, as an app or editor enlarges a small image. */
function enlarged({ data, width, height }: LuminancePlane, factor: number): LuminancePlane {
  const at = (x: number, y: number) =>
    data[Math.min(height - 1, y) * width + Math.min(width - 1, x)];
  return planeOf(Math.floor(width * factor), Math.floor(height * factor), (x, y) => {
    const u = Math.max(0, (x + 0.5) / factor - 0.5);
    const v = Math.max(0, (y + 0.5) / factor - 0.5);
    const left = Math.floor(u);
    const top = Math.floor(v);
    const fx = u - left;
    const fy = v - top;
    return (
      (at(left, top) * (1 - fx) + at(left + 1, top) * fx) * (1 - fy) +
      (at(left, top + 1) * (1 - fx) + at(left + 1, top + 1) * fx) * fy
    );
  });
}

describe('resamplingPeak', () => {
  const camera = noisy(irregularPrint(400, 400, 210, 40), 4);

  it('finds no repeating grid in a camera photo of a page', () => {
    expect(resamplingPeak(camera)).toBeLessThan(PHOTO_THRESHOLDS.minResamplingPeak);
  });

  it('finds the pixel grid of a small image enlarged 2.7 times, through fresh noise', () => {
    const small = noisy(irregularPrint(150, 150, 210, 40), 4);
    expect(resamplingPeak(noisy(enlarged(small, 2.7), 2))).toBeGreaterThan(
      PHOTO_THRESHOLDS.minResamplingPeak,
    );
  });

  it('leaves JPEG’s 8-pixel block grid out', () => {
    const blocky = planeOf(
      400,
      400,
      (x, y) => camera.data[y * 400 + x] + (x % 8 === 0 || y % 8 === 0 ? 12 : 0),
    );
    expect(resamplingPeak(blocky)).toBeLessThan(PHOTO_THRESHOLDS.minResamplingPeak);
  });

  it('is 0 for a patch too small to tell', () => {
    expect(resamplingPeak(planeOf(40, 40, () => 128))).toBe(0);
  });
});
