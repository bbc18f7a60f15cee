import type { Blob } from './components';

/** Where one zone line's 44 cells are, in working-plane pixels. */
export interface LineCells {
  /** Each cell's centre along the line, on the baseline, and its own pitch (perspective). */
  centres: { x: number; y: number; pitch: number }[];
  /** Direction of the line (radians). */
  angle: number;
}

const CELLS = 44;
const w = (b: Blob) => b.x1 - b.x0;
const h = (b: Blob) => b.y1 - b.y0;
const cx = (b: Blob) => (b.x0 + b.x1) / 2;
const cy = (b: Blob) => (b.y0 + b.y1) / 2;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Blobs side by side at one height, left to right: candidates for a line of text. */
function chains(blobs: Blob[]): Blob[][] {
  const sorted = blobs.filter((b) => h(b) >= 6 && w(b) <= 40 * h(b)).sort((a, b) => a.x0 - b.x0);
  const successor = new Map<Blob, Blob>();
  const taken = new Set<Blob>();
  for (const [index, a] of sorted.entries()) {
    let best: Blob | null = null;
    let bestCost = Infinity;
    for (let next = index + 1; next < sorted.length; next += 1) {
      const b = sorted[next];
      const size = Math.max(h(a), h(b));
      if (b.x0 > a.x1 + 1.3 * size) break;
      if (taken.has(b) || b.x0 < a.x1 - 0.3 * size) continue;
      const ratio = h(a) / h(b);
      if (ratio < 0.55 || ratio > 1.8 || Math.abs(cy(a) - cy(b)) > 0.45 * size) continue;
      const cost = Math.abs(cy(a) - cy(b)) + Math.max(0, b.x0 - a.x1);
      if (cost < bestCost) [best, bestCost] = [b, cost];
    }
    if (best) {
      successor.set(a, best);
      taken.add(best);
    }
  }
  const pieces = sorted
    .filter((b) => !taken.has(b))
    .map((head) => {
      const chain = [head];
      for (let b = successor.get(head); b; b = successor.get(b)) chain.push(b);
      // A page edge or a shadow can join either end: drop ends much taller than the line.
      const typical = median(chain.map(h));
      while (chain.length > 0 && h(chain[0]) > 1.4 * typical) chain.shift();
      while (chain.length > 0 && h(chain[chain.length - 1]) > 1.4 * typical) chain.pop();
      return chain;
    })
    .filter((chain) => chain.length >= 3);
  return joinPieces(pieces).filter((chain) => chain.length >= 12);
}

/** Joins pieces of one line that a faint or missing character broke apart (small, soft photos). */
function joinPieces(pieces: Blob[][]): Blob[][] {
  const left = [...pieces].sort((a, b) => a[0].x0 - b[0].x0);
  const joined: Blob[][] = [];
  const used = new Set<Blob[]>();
  for (const piece of left) {
    if (used.has(piece)) continue;
    let chain = piece;
    for (;;) {
      const end = chain[chain.length - 1];
      const size = median(chain.map(h));
      const next = left.find(
        (other) =>
          !used.has(other) &&
          other !== piece &&
          other[0].x0 > end.x1 - 0.3 * size &&
          other[0].x0 - end.x1 < 2.5 * size &&
          Math.abs(cy(other[0]) - cy(end)) < 0.5 * size,
      );
      if (!next) break;
      used.add(next);
      chain = [...chain, ...next];
    }
    joined.push(chain);
  }
  return joined;
}

/** Least squares y = a + b x through the bottoms of the tall blobs: the baseline. */
function fitLine(chain: Blob[]) {
  const tall = median(chain.map(h));
  const points = chain.filter((b) => h(b) >= 0.8 * tall && w(b) < 1.5 * tall);
  const n = points.length;
  const mx = points.reduce((s, b) => s + cx(b), 0) / n;
  const my = points.reduce((s, b) => s + b.y1, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const b of points) {
    sxy += (cx(b) - mx) * (b.y1 - my);
    sxx += (cx(b) - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { at: (x: number) => my + slope * (x - mx), slope };
}

/**
 * Cell centres: walk the line left to right snapping to the blobs that fit one cell (the pitch
 * follows them, for perspective), then fit a quadratic in the cell index through the snaps.
 */
function cellsOf(chain: Blob[]): LineCells | null {
  const line = fitLine(chain);
  const x0 = Math.min(...chain.map((b) => b.x0));
  const x1 = Math.max(...chain.map((b) => b.x1));
  let pitch = (x1 - x0) / (CELLS - 0.4);
  const single = chain.filter((b) => w(b) < 1.25 * pitch).sort((a, b) => cx(a) - cx(b));
  if (single.length < 10) return null;
  const pairs: [number, number][] = [];
  let last: [number, number] = [
    0,
    single[0].x0 < x0 + 0.5 * pitch ? cx(single[0]) : x0 + 0.45 * pitch,
  ];
  pairs.push(last);
  for (let index = 1; index < CELLS; index += 1) {
    const predicted = last[1] + pitch * (index - last[0]);
    const near = single.find((b) => Math.abs(cx(b) - predicted) < 0.35 * pitch);
    if (!near) continue;
    const step = (cx(near) - last[1]) / (index - last[0]);
    if (index - last[0] <= 3) pitch = 0.7 * pitch + 0.3 * step;
    last = [index, cx(near)];
    pairs.push(last);
  }
  if (pairs.length < 12) return null;
  const fit = quadratic(pairs, pairs.length < 20);
  const centres = Array.from({ length: CELLS }, (_, index) => {
    const x = fit[0] + fit[1] * index + fit[2] * index * index;
    return { x, y: line.at(x), pitch: fit[1] + 2 * fit[2] * index };
  });
  if (Math.abs(centres[CELLS - 1].x + 0.45 * pitch - x1) > 0.6 * pitch) return null;
  return { centres, angle: Math.atan(line.slope) };
}

/** Least squares x = a + b i (+ c i²) over (index, x) pairs. */
function quadratic(pairs: [number, number][], linearOnly: boolean): number[] {
  const n = pairs.length;
  const mean = (f: (p: [number, number]) => number) => pairs.reduce((s, p) => s + f(p), 0) / n;
  if (linearOnly) {
    const mi = mean((p) => p[0]);
    const mx = mean((p) => p[1]);
    const b = mean((p) => (p[0] - mi) * (p[1] - mx)) / mean((p) => (p[0] - mi) ** 2);
    return [mx - b * mi, b, 0];
  }
  // Normal equations for three unknowns, solved by Cramer's rule.
  const s = [0, 1, 2, 3, 4].map((k) => mean((p) => p[0] ** k));
  const t = [0, 1, 2].map((k) => mean((p) => p[0] ** k * p[1]));
  const det3 = (m: number[][]) =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
    m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
    m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  const matrix = [0, 1, 2].map((r) => [s[r], s[r + 1], s[r + 2]]);
  const d = det3(matrix);
  return [0, 1, 2].map(
    (c) => det3(matrix.map((row, r) => row.map((v, k) => (k === c ? t[r] : v)))) / d,
  );
}

/**
 * Finds the zone: two long lines of text, one above the other, as wide as each other, about
 * 1.3-2.6 cap heights apart; the lowest such pair wins.
 */
export function findZone(blobs: Blob[]): [LineCells, LineCells] | null {
  const lines = chains(blobs)
    .map((chain) => ({
      chain,
      x0: Math.min(...chain.map((b) => b.x0)),
      x1: Math.max(...chain.map((b) => b.x1)),
      cap: median(chain.map(h)),
    }))
    .filter((line) => line.x1 - line.x0 > 20 * line.cap);
  let best: [LineCells, LineCells] | null = null;
  let bestY = -Infinity;
  for (const upper of lines) {
    for (const lower of lines) {
      const gap = median(lower.chain.map(cy)) - median(upper.chain.map(cy));
      const span = upper.x1 - upper.x0;
      if (gap < 1.2 * upper.cap || gap > 2.8 * upper.cap) continue;
      if (
        Math.abs(upper.x0 - lower.x0) > 0.06 * span ||
        Math.abs(upper.x1 - lower.x1) > 0.06 * span
      )
        continue;
      const y = median(lower.chain.map(cy));
      if (y <= bestY) continue;
      const cells = [cellsOf(upper.chain), cellsOf(lower.chain)];
      if (cells[0] && cells[1]) [best, bestY] = [[cells[0], cells[1]], y];
    }
  }
  return best;
}
