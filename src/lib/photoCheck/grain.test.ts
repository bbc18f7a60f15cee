import { describe, expect, it } from 'vitest';
import { stepCorrelation } from './grain';
import { noisy, planeOf } from './testImages.testutil';

describe('stepCorrelation', () => {
  const paper = planeOf(120, 60, () => 200);

  it('finds independent steps in a camera photo’s grain', () => {
    expect(stepCorrelation(noisy(paper, 3))).toBeLessThan(-0.3);
  });

  it('finds agreeing steps once a small image is enlarged (straight ramps between pixels)', () => {
    const small = noisy(
      planeOf(40, 20, () => 200),
      3,
    );
    const enlarged = planeOf(120, 60, (x, y) => {
      const from = x / 3;
      const left = Math.min(39, Math.floor(from));
      const right = Math.min(39, left + 1);
      const row = Math.floor(y / 3) * 40;
      return small.data[row + left] * (1 - (from - left)) + small.data[row + right] * (from - left);
    });
    expect(stepCorrelation(enlarged)).toBeGreaterThan(0.06);
  });

  it('leaves print out: only flat areas count', () => {
    expect(stepCorrelation(planeOf(120, 60, (x) => (x % 6 < 3 ? 30 : 220)))).toBe(0);
  });
});
