import type { LuminancePlane } from './statistics';

/**
 * Where the page is in the photo, as square cells of PAGE_CELL pixels: the area spanned by dense
 * print. Desks, windows, hands and the page's own edge have few or only straight-line edges, so
 * exposure and glare can be judged on the page alone.
 */
export interface PageRegion {
  cells: Uint8Array;
  columns: number;
  rows: number;
  /** Share of the picture's cells inside the page. */
  share: number;
}

/** Cell side in pixels (a power of two, so a pixel's cell is a shift away). */
export const PAGE_CELL_SHIFT = 4;
const PAGE_CELL = 1 << PAGE_CELL_SHIFT;
/** A step over two pixels counts as print when it is this share of the cell's mean level... */
const PRINT_STEP_SHARE = 0.25;
/**
 * ...or, where none is found so, this share: a veil (a fogged lens, flare) lifts ink and paper
 * alike, so the print's steps shrink against the level and a veiled page is found only so.
 */
const VEILED_PRINT_STEP_SHARE = 0.15;
/** ...and at least this many grey levels (sensor noise in a dark photo stays out). */
const PRINT_STEP_MIN = 10;
/** A cell holds print when this share of its pixels sits on such a step. */
const PRINT_CELL_SHARE = 0.1;
/** Print cells count when most of their 5 x 5 neighbourhood is print: lines and edges drop out. */
const NEIGHBOURS_NEEDED = 13;
/** Less print than this share of the picture: no page found, judge the whole picture. */
export const MIN_PAGE_SHARE = 0.04;

function printCells(
  { data, width, height }: LuminancePlane,
  columns: number,
  rows: number,
  stepShare: number,
) {
  const sums = new Float64Array(columns * rows);
  for (let y = 0; y < rows * PAGE_CELL; y += 1) {
    const row = (y >> PAGE_CELL_SHIFT) * columns;
    for (let x = 0; x < columns * PAGE_CELL; x += 1)
      sums[row + (x >> PAGE_CELL_SHIFT)] += data[y * width + x];
  }
  const area = PAGE_CELL * PAGE_CELL;
  const needed = sums.map((sum) => Math.max(PRINT_STEP_MIN, (stepShare * sum) / area));
  const steps = new Uint16Array(columns * rows);
  const lastY = Math.min(rows * PAGE_CELL, height - 2);
  const lastX = Math.min(columns * PAGE_CELL, width - 2);
  for (let y = 0; y < lastY; y += 1) {
    const row = (y >> PAGE_CELL_SHIFT) * columns;
    for (let x = 0; x < lastX; x += 1) {
      const cell = row + (x >> PAGE_CELL_SHIFT);
      const at = y * width + x;
      const here = data[at];
      if (
        Math.abs(data[at + 2] - here) >= needed[cell] ||
        Math.abs(data[at + 2 * width] - here) >= needed[cell]
      ) {
        steps[cell] += 1;
      }
    }
  }
  const print = new Uint8Array(columns * rows);
  for (let cell = 0; cell < print.length; cell += 1)
    print[cell] = steps[cell] >= PRINT_CELL_SHARE * area ? 1 : 0;
  return print;
}

/** Keeps print cells with enough print around them. */
function denseCells(print: Uint8Array, columns: number, rows: number) {
  const dense = new Uint8Array(print.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (!print[row * columns + column]) continue;
      let count = 0;
      for (let y = Math.max(0, row - 2); y <= Math.min(rows - 1, row + 2); y += 1) {
        for (let x = Math.max(0, column - 2); x <= Math.min(columns - 1, column + 2); x += 1)
          count += print[y * columns + x];
      }
      dense[row * columns + column] = count >= NEIGHBOURS_NEEDED ? 1 : 0;
    }
  }
  return dense;
}

/** Convex hull of cell positions (Andrew's monotone chain), anticlockwise. */
function hull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const chain: [number, number][] = [];
    for (const point of list) {
      while (
        chain.length >= 2 &&
        cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0
      )
        chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * The page: the convex hull of the dense print, so the blank photo box, the gaps between fields
 * and a reflection that burnt out the print stay in, less one cell all round so the cells that
 * straddle the page's edge (half desk or window) stay out.
 */
export function findPage(plane: LuminancePlane): PageRegion | null {
  return pageAt(plane, PRINT_STEP_SHARE);
}

/**
 * The page by its veiled print, where findPage finds none: only for judging the veil, as a soft
 * page found so would be judged on fewer, softer edges than the thresholds were set on.
 */
export function findVeiledPage(plane: LuminancePlane): PageRegion | null {
  return pageAt(plane, VEILED_PRINT_STEP_SHARE);
}

function pageAt(plane: LuminancePlane, stepShare: number): PageRegion | null {
  const columns = plane.width >> PAGE_CELL_SHIFT;
  const rows = plane.height >> PAGE_CELL_SHIFT;
  if (columns < 5 || rows < 5) return null;
  const dense = denseCells(printCells(plane, columns, rows, stepShare), columns, rows);
  const points: [number, number][] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (dense[row * columns + column]) points.push([column, row]);
    }
  }
  const cells = hullCells(points, columns, rows);
  if (!cells) return null;
  const share = cells.count / cells.cells.length;
  return share >= MIN_PAGE_SHARE ? { cells: cells.cells, columns, rows, share } : null;
}

/** Cells inside the convex hull of `points`, less one cell all round; null for fewer than 3. */
export function hullCells(points: [number, number][], columns: number, rows: number) {
  if (points.length < 3) return null;
  const corners = hull(points);
  const inside = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let within = corners.length >= 3;
      for (let index = 0; index < corners.length && within; index += 1) {
        const [ax, ay] = corners[index]!;
        const [bx, by] = corners[(index + 1) % corners.length]!;
        within = (bx - ax) * (row - ay) - (by - ay) * (column - ax) >= 0;
      }
      inside[row * columns + column] = within ? 1 : 0;
    }
  }
  const cells = new Uint8Array(columns * rows);
  let count = 0;
  for (let row = 1; row < rows - 1; row += 1) {
    for (let column = 1; column < columns - 1; column += 1) {
      const at = row * columns + column;
      if (
        inside[at] &&
        inside[at - 1] &&
        inside[at + 1] &&
        inside[at - columns] &&
        inside[at + columns]
      ) {
        cells[at] = 1;
        count += 1;
      }
    }
  }
  return { cells, count };
}

/** Whether pixel (x, y) lies on the page; everywhere when no page was found. */
export function onPage(region: PageRegion | null, x: number, y: number): boolean {
  if (!region) return true;
  const column = x >> PAGE_CELL_SHIFT;
  const row = y >> PAGE_CELL_SHIFT;
  return (
    column < region.columns &&
    row < region.rows &&
    region.cells[row * region.columns + column] === 1
  );
}
