import { describe, expect, it } from 'vitest';
import {
  edgeSharpness,
  glareShare,
  luminanceFromRgba,
  luminancePercentiles,
  solidCells,
} from './statistics';
import { blurred, noisy, planeOf, printed } from './testImages.testutil';
import { PHOTO_THRESHOLDS } from './thresholds';

describe('luminanceFromRgba', () => {
  it('weighs green most and blue least, and keeps black and white', () => {
    const rgba = Uint8Array.from([
      ...[0, 0, 0, 255],
      ...[255, 255, 255, 255],
      ...[255, 0, 0, 255],
      ...[0, 255, 0, 255],
      ...[0, 0, 255, 255],
    ]);
    const { data } = luminanceFromRgba(rgba, 5, 1);
    expect(Array.from(data)).toEqual([0, 255, 77, 149, 29]);
  });
});

describe('edgeSharpness', () => {
  const page = planeOf(160, 120, printed(220, 30));

  it('scores crisp print above the threshold and the same print blurred below it', () => {
    expect(edgeSharpness(page)).toBeGreaterThan(PHOTO_THRESHOLDS.minSharpness);
    expect(edgeSharpness(blurred(page, 3))).toBeLessThan(PHOTO_THRESHOLDS.minSharpness);
  });

  it('falls as the blur grows', () => {
    const scores = [0, 1, 2, 3].map((radius) => edgeSharpness(blurred(page, radius)));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('does not depend on contrast', () => {
    const faint = planeOf(160, 120, printed(200, 120));
    expect(edgeSharpness(faint)).toBeCloseTo(edgeSharpness(page), 2);
  });

  it('is not fooled by sensor noise on a blurred page', () => {
    expect(edgeSharpness(noisy(blurred(page, 4), 6))).toBeLessThan(PHOTO_THRESHOLDS.minSharpness);
  });

  it('is 0 for a picture without edges', () => {
    expect(
      edgeSharpness(
        noisy(
          planeOf(64, 64, () => 128),
          8,
        ),
      ),
    ).toBe(0);
  });
});

describe('luminancePercentiles', () => {
  it('reads the 5th, 50th and 95th percentiles and the clipped share', () => {
    // 100 columns 0 to 99, then 300 columns spread evenly over 250 to 255.
    const plane = planeOf(400, 1, (x) => (x < 100 ? x : 250 + (x % 6)));
    expect(luminancePercentiles(plane)).toEqual({ p5: 19, p50: 251, p95: 255, clipped: 0.75 });
  });

  it('sees a dark photo in its bright end', () => {
    const dark = planeOf(50, 50, printed(60, 10));
    expect(luminancePercentiles(dark).p95).toBeLessThan(PHOTO_THRESHOLDS.minBrightP95);
  });
});

describe('glareShare', () => {
  const withSpot = (size: number) =>
    planeOf(200, 200, (x, y) =>
      x >= 60 && x < 60 + size && y >= 60 && y < 60 + size ? 255 : printed(200, 40)(x, y),
    );

  it('finds a burnt-out patch over the print', () => {
    expect(glareShare(withSpot(80))).toBeGreaterThan(PHOTO_THRESHOLDS.maxGlareShare);
  });

  it('ignores a speck too small to hide a word', () => {
    expect(glareShare(withSpot(4))).toBe(0);
    expect(glareShare(withSpot(8))).toBeLessThan(PHOTO_THRESHOLDS.maxGlareShare);
  });

  it('finds a narrow streak of a tube light across the print', () => {
    const streak = planeOf(200, 200, (x, y) =>
      Math.abs(y - 100) < 8 ? 255 : printed(200, 40)(x, y),
    );
    expect(glareShare(streak)).toBeGreaterThan(PHOTO_THRESHOLDS.maxGlareShare);
  });

  it('ignores burnt-out paper between close lines of print', () => {
    expect(glareShare(planeOf(200, 200, (x, y) => (y % 6 < 3 && x % 8 < 6 ? 40 : 255)))).toBe(0);
  });

  it('finds a streak only 7 pixels wide', () => {
    const streak = planeOf(200, 200, (x, y) =>
      Math.abs(x - 100) < 4 ? 255 : printed(200, 40)(x, y),
    );
    expect(glareShare(streak)).toBeGreaterThan(PHOTO_THRESHOLDS.maxGlareShare);
  });

  it('ignores a clipped patch whose noise keeps it under the clipped level', () => {
    expect(glareShare(noisy(withSpot(80), 30))).toBeLessThan(glareShare(withSpot(80)));
  });
});

describe('solidCells', () => {
  it('keeps only cells with marked cells all around them', () => {
    const marked = Uint8Array.from([...[1, 1, 1, 0], ...[1, 1, 1, 0], ...[1, 1, 1, 1]]);
    expect(Array.from(solidCells(marked, 4, 3, 1))).toEqual([
      ...[0, 0, 0, 0],
      ...[0, 1, 0, 0],
      ...[0, 0, 0, 0],
    ]);
  });
});
