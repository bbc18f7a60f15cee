import type { LuminancePlane } from './statistics';

/** A plane filled by `value(x, y)`, clamped to 0..255. */
export function planeOf(
  width: number,
  height: number,
  value: (x: number, y: number) => number,
): LuminancePlane {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(value(x, y))));
    }
  }
  return { data, width, height };
}

/** Dark "print" blocks on light paper: 6 x 4 px strokes every 12 px. */
export const printed = (paper: number, ink: number) => (x: number, y: number) =>
  x % 12 < 6 && y % 12 < 4 ? ink : paper;

/**
 * Print without a grid, as on a page: in bands 12 px apart, 4 px tall strokes of 2 to 6 px at
 * irregular gaps (a camera photo repeats nothing across the page).
 */
export function irregularPrint(width: number, height: number, paper: number, ink: number) {
  let state = 11;
  const next = (span: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % span;
  };
  const inked = new Uint8Array(width * height);
  for (let band = 0; band + 4 <= height; band += 12) {
    for (let x = next(6); x < width; x += 3 + next(7)) {
      const end = Math.min(width, x + 2 + next(5));
      for (let y = band; y < band + 4; y += 1) inked.fill(1, y * width + x, y * width + end);
      x = end;
    }
  }
  return planeOf(width, height, (x, y) => (inked[y * width + x] ? ink : paper));
}

/** Separable box blur repeated three times (close to a Gaussian of the given radius). */
export function blurred(plane: LuminancePlane, radius: number): LuminancePlane {
  let data = Float32Array.from(plane.data);
  const { width, height } = plane;
  const pass = (
    source: Float32Array,
    step: number,
    length: number,
    lines: number,
    stride: number,
  ) => {
    const out = new Float32Array(source.length);
    for (let line = 0; line < lines; line += 1) {
      for (let index = 0; index < length; index += 1) {
        let sum = 0;
        let count = 0;
        for (let offset = -radius; offset <= radius; offset += 1) {
          const at = Math.max(0, Math.min(length - 1, index + offset));
          sum += source[line * stride + at * step];
          count += 1;
        }
        out[line * stride + index * step] = sum / count;
      }
    }
    return out;
  };
  for (let round = 0; round < 3; round += 1) {
    data = pass(data, 1, width, height, width);
    data = pass(data, width, height, width, 1);
  }
  return { width, height, data: Uint8Array.from(data, (value) => Math.round(value)) };
}

/** Deterministic noise in -amplitude..amplitude. */
export function noisy(plane: LuminancePlane, amplitude: number): LuminancePlane {
  let state = 7;
  const data = plane.data.map((value) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const noise = ((state % 1000) / 1000 - 0.5) * 2 * amplitude;
    return Math.max(0, Math.min(255, Math.round(value + noise)));
  });
  return { ...plane, data };
}
