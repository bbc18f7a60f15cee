import { hullCells, PAGE_CELL_SHIFT, type PageRegion } from './pageRegion';
import { CLIPPED_LEVEL, type LuminancePlane } from './statistics';

/**
 * The page's paper beyond its dense print: blank margins, the holder's photo and the paper
 * between them, where a reflection is as unreadable as on print. Grown from the print region
 * (see findPage) through cells as bright as its paper, so a dark desk, a window's bars, hands and
 * a window's burnt-out sky stop it; a white desk, as bright as paper, is stopped by the reach.
 */
export const PAPER_GROWTH = {
  /** A cell is paper when its mean is at least this share of the paper's level... */
  minLevelShare: 0.8,
  /** ...and less than this share of it is burnt out (a window's sky is; the straddling cell not). */
  maxBurntShare: 0.5,
  /** At most this many cells beyond the print (16 px each at the working size). */
  reach: 16,
};

/**
 * The print region grown to the paper around it (cells as in PageRegion), as the convex hull of
 * print and paper less one cell all round: a reflection that burnt the paper out lies inside it.
 * `paperLevel` is the print region's median.
 */
export function findPaper(
  { data, width }: LuminancePlane,
  print: PageRegion,
  paperLevel: number,
  growth: typeof PAPER_GROWTH = PAPER_GROWTH,
): PageRegion {
  const { columns, rows } = print;
  const side = 1 << PAGE_CELL_SHIFT;
  const area = side * side;
  const paper = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let sum = 0;
      let burnt = 0;
      for (let y = row * side; y < (row + 1) * side; y += 1) {
        const start = y * width + column * side;
        for (let at = start; at < start + side; at += 1) {
          sum += data[at];
          if (data[at] >= CLIPPED_LEVEL) burnt += 1;
        }
      }
      paper[row * columns + column] =
        sum >= growth.minLevelShare * paperLevel * area && burnt < growth.maxBurntShare * area
          ? 1
          : 0;
    }
  }
  const reached = Uint8Array.from(print.cells);
  let front: number[] = [];
  for (let at = 0; at < reached.length; at += 1) if (reached[at]) front.push(at);
  for (let step = 0; step < growth.reach && front.length; step += 1) {
    const next: number[] = [];
    for (const at of front) {
      const column = at % columns;
      const around = [
        column > 0 ? at - 1 : -1,
        column < columns - 1 ? at + 1 : -1,
        at - columns,
        at + columns,
      ];
      for (const near of around) {
        if (near < 0 || near >= reached.length || reached[near] || !paper[near]) continue;
        reached[near] = 1;
        next.push(near);
      }
    }
    front = next;
  }
  const points: [number, number][] = [];
  for (let at = 0; at < reached.length; at += 1)
    if (reached[at]) points.push([at % columns, Math.floor(at / columns)]);
  const grown = hullCells(points, columns, rows);
  if (!grown) return print;
  // The print region is kept whole: its own hull was already less one cell all round.
  for (let at = 0; at < reached.length; at += 1) if (print.cells[at]) grown.cells[at] = 1;
  let count = 0;
  for (const cell of grown.cells) count += cell;
  return { cells: grown.cells, columns, rows, share: count / grown.cells.length };
}
