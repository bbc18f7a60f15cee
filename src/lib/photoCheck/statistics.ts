import { onPage, type PageRegion } from './pageRegion';

/**
 * Plain image statistics for the passport photo check. Everything works on a luminance plane at
 * a working size, so the figures are comparable between a 12 MP photo and a small scan, and on
 * the page found in it (see pageRegion), not on the desk or window around it.
 */
export interface LuminancePlane {
  /** Row-major luminance, 0 (black) to 255 (white). */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Rec. 601 luma from RGBA bytes (alpha ignored: the worker draws on an opaque canvas). */
export function luminanceFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): LuminancePlane {
  const data = new Uint8Array(width * height);
  for (let pixel = 0, byte = 0; pixel < data.length; pixel += 1, byte += 4) {
    data[pixel] = (77 * rgba[byte] + 150 * rgba[byte + 1] + 29 * rgba[byte + 2] + 128) >> 8;
  }
  return { data, width, height };
}

/** Only steps of at least this many grey levels across an edge count: noise stays out. */
export const EDGE_CONTRAST = 40;
/** An edge's contrast is read across this many pixels. */
const EDGE_SPAN = 8;

/**
 * Sharpness of the edges: over every strong edge, the squared step between neighbouring pixels
 * relative to the squared contrast across the edge. A crisp edge makes its whole step between two
 * pixels (about 1/8 here); blurred over s pixels the share falls like 1/s. Contrast, the amount of
 * text and sensor noise in flat areas do not move it, unlike a plain Laplacian variance.
 */
export function edgeSharpness(
  { data, width, height }: LuminancePlane,
  region: PageRegion | null = null,
): number {
  const before = EDGE_SPAN / 2 - 1;
  const after = EDGE_SPAN / 2;
  const minimum = EDGE_CONTRAST * EDGE_CONTRAST;
  let steps = 0;
  let contrasts = 0;
  for (let y = before; y < height - after; y += 1) {
    const row = y * width;
    for (let x = before; x < width - after; x += 1) {
      if (!onPage(region, x, y)) continue;
      const at = row + x;
      const acrossX = data[at + after] - data[at - before];
      if (acrossX * acrossX >= minimum) {
        const step = data[at + 1] - data[at];
        steps += step * step;
        contrasts += acrossX * acrossX;
      }
      const acrossY = data[at + after * width] - data[at - before * width];
      if (acrossY * acrossY >= minimum) {
        const step = data[at + width] - data[at];
        steps += step * step;
        contrasts += acrossY * acrossY;
      }
    }
  }
  return contrasts > 0 ? steps / contrasts : 0;
}

export interface LuminancePercentiles {
  p5: number;
  p50: number;
  p95: number;
  /** Share of pixels at 250 or above (burnt-out white). */
  clipped: number;
}

/** The lowest level with at least `wanted` pixels at or below it. */
export function levelAt(histogram: Uint32Array, wanted: number): number {
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value];
    if (seen >= wanted) return value;
  }
  return 255;
}

export interface Histogram {
  /** Pixels at each level, 0..255. */
  histogram: Uint32Array;
  total: number;
}

/** Histogram of the luminance on the page (the whole picture when no page was found). */
export function histogramOn(
  { data, width, height }: LuminancePlane,
  region: PageRegion | null,
): Histogram {
  const histogram = new Uint32Array(256);
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!onPage(region, x, y)) continue;
      histogram[data[y * width + x]] += 1;
      total += 1;
    }
  }
  return { histogram, total };
}

/** Percentiles of the luminance histogram, for exposure. */
export function percentilesOf({ histogram, total }: Histogram): LuminancePercentiles {
  const valueAt = (share: number) => levelAt(histogram, share * total);
  let clipped = 0;
  for (let value = CLIPPED_LEVEL; value < 256; value += 1) clipped += histogram[value];
  return {
    p5: valueAt(0.05),
    p50: valueAt(0.5),
    p95: valueAt(0.95),
    clipped: total ? clipped / total : 0,
  };
}

/** Percentiles of the luminance on the page, for exposure. */
export function luminancePercentiles(
  plane: LuminancePlane,
  region: PageRegion | null = null,
): LuminancePercentiles {
  return percentilesOf(histogramOn(plane, region));
}

export const CLIPPED_LEVEL = 250;
/**
 * Glare is looked for in square cells of this many pixels a side: a tube light's streak burns a
 * band only 4 to 10 pixels wide out of the print at the working size, often tapering.
 */
export const GLARE_CELL = 1;
/** A cell is burnt out when nearly all its pixels are at the clipped level. */
const BURNT_SHARE = 0.95;
/**
 * A reflection burns out the print too; an overexposed page keeps its print, so only its blank
 * areas clip. Counting only cells with burnt-out cells this far all around (a burnt band 5 px
 * wide) keeps specks and narrow gaps between printed lines out (wider gaps clip only on paper
 * that clips: see maxPaperForGlare).
 */
export const GLARE_CORE_CELLS = 2;

/** Marks cells where nearly every pixel is clipped. */
function burntCells({ data, width }: LuminancePlane, columns: number, rows: number) {
  const burnt = new Uint8Array(columns * rows);
  const needed = BURNT_SHARE * GLARE_CELL * GLARE_CELL;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let clipped = 0;
      for (let y = row * GLARE_CELL; y < (row + 1) * GLARE_CELL; y += 1) {
        const start = y * width + column * GLARE_CELL;
        for (let at = start; at < start + GLARE_CELL; at += 1) {
          if (data[at] >= CLIPPED_LEVEL) clipped += 1;
        }
      }
      if (clipped >= needed) burnt[row * columns + column] = 1;
    }
  }
  return burnt;
}

/** Cells whose whole square of `radius` cells around them is marked (a morphological erosion). */
export function solidCells(marked: Uint8Array, columns: number, rows: number, radius: number) {
  const solid = new Uint8Array(marked.length);
  for (let row = radius; row < rows - radius; row += 1) {
    for (let column = radius; column < columns - radius; column += 1) {
      let all = 1;
      for (let dy = -radius; dy <= radius && all; dy += 1) {
        const start = (row + dy) * columns + column;
        for (let dx = -radius; dx <= radius; dx += 1) {
          if (!marked[start + dx]) {
            all = 0;
            break;
          }
        }
      }
      solid[row * columns + column] = all;
    }
  }
  return solid;
}

/**
 * Share of the page covered by the solid cores of burnt-out patches: cells where nearly every
 * pixel is clipped, with burnt-out cells all around them.
 */
export function glareShare(plane: LuminancePlane, region: PageRegion | null = null): number {
  const columns = Math.floor(plane.width / GLARE_CELL);
  const rows = Math.floor(plane.height / GLARE_CELL);
  if (columns === 0 || rows === 0) return 0;
  const burnt = burntCells(plane, columns, rows);
  const solid = solidCells(burnt, columns, rows, GLARE_CORE_CELLS);
  let count = 0;
  let cells = 0;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (!onPage(region, column * GLARE_CELL, row * GLARE_CELL)) continue;
      cells += 1;
      count += solid[row * columns + column];
    }
  }
  return cells ? count / cells : 0;
}
