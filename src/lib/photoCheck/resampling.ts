import type { LuminancePlane } from './statistics';

/** Side of the full-resolution patch read from the middle of the photo for resampling traces. */
export const RESAMPLING_PATCH = 768;
/** Frequencies below this (cycles per pixel) are the print's own layout, not a resampling grid. */
const MIN_FREQUENCY = 0.15;
/** JPEG's 8-pixel blocks leave peaks at multiples of 1/8; this many bins either side are skipped. */
const BLOCK_GRID_BINS = 2;

/** Power spectrum of a profile (mean removed), each bin over the median bin: 1..n/2. */
function relativeSpectrum(profile: Float64Array, cosines: Float64Array, sines: Float64Array) {
  const n = profile.length;
  let mean = 0;
  for (const value of profile) mean += value;
  mean /= n;
  const power = new Float64Array(n >> 1);
  for (let bin = 1; bin <= power.length; bin += 1) {
    let real = 0;
    let imaginary = 0;
    for (let at = 0, phase = 0; at < n; at += 1) {
      const value = profile[at]! - mean;
      real += value * cosines[phase]!;
      imaginary += value * sines[phase]!;
      phase += bin;
      if (phase >= n) phase -= n;
    }
    power[bin - 1] = real * real + imaginary * imaginary;
  }
  const median = [...power].sort((a, b) => a - b)[power.length >> 1] || 1;
  return power.map((value) => value / median);
}

/**
 * Traces of an enlarged small image: interpolation bends the picture only at the small image's
 * pixel positions, the same columns and rows all the way down and across, so the summed second
 * differences per column (and per row) repeat with the enlargement's period. Returns the
 * strongest such repeat found in both directions, relative to the spectrum's median; a camera's
 * own picture has none beyond JPEG's 8-pixel grid, which is skipped.
 */
export function resamplingPeak({ data, width, height }: LuminancePlane): number {
  const n = Math.min(width, height) - 2;
  if (n < 64) return 0;
  const columns = new Float64Array(n);
  const rows = new Float64Array(n);
  for (let y = 1; y <= n; y += 1) {
    for (let x = 1; x <= n; x += 1) {
      const at = y * width + x;
      const here = 2 * data[at]!;
      columns[x - 1] += Math.abs(data[at - 1]! - here + data[at + 1]!);
      rows[y - 1] += Math.abs(data[at - width]! - here + data[at + width]!);
    }
  }
  const cosines = new Float64Array(n);
  const sines = new Float64Array(n);
  for (let at = 0; at < n; at += 1) {
    cosines[at] = Math.cos((2 * Math.PI * at) / n);
    sines[at] = Math.sin((2 * Math.PI * at) / n);
  }
  const across = relativeSpectrum(columns, cosines, sines);
  const down = relativeSpectrum(rows, cosines, sines);
  let peak = 0;
  for (let bin = Math.ceil(MIN_FREQUENCY * n); bin <= across.length; bin += 1) {
    const blocks = (bin * 8) / n;
    if (Math.abs(blocks - Math.round(blocks)) * (n / 8) <= BLOCK_GRID_BINS) continue;
    peak = Math.max(peak, Math.min(across[bin - 1]!, down[bin - 1]!));
  }
  return peak;
}
