import type { LuminancePlane } from '../../photoCheck/statistics';
import { MRZ_ALPHABET } from '../checkDigit';
import type { CharacterKind } from '../td3';
import { BASELINE_FROM_TOP, TEMPLATE_HEIGHT, TEMPLATE_WIDTH } from './cell';
import { GLYPH_TEMPLATES_BASE64 } from './glyphTemplates';
import type { LineCells } from './lines';

/** The cell is sampled this many template pixels wider on each side, to try small shifts. */
const MARGIN = 2;
const PATCH_W = TEMPLATE_WIDTH + 2 * MARGIN;
const PATCH_H = TEMPLATE_HEIGHT + 2 * MARGIN;
const SIZE = TEMPLATE_WIDTH * TEMPLATE_HEIGHT;

export interface CellGuess {
  character: string;
  score: number;
  /** Best score minus the best score of another allowed character. */
  margin: number;
}

/** Zero-mean, unit-norm templates, softened by a 3x3 mean (photos are never as sharp as fonts). */
function loadTemplates(): Float32Array[] {
  const bytes = Uint8Array.from(atob(GLYPH_TEMPLATES_BASE64), (c) => c.charCodeAt(0));
  return [...MRZ_ALPHABET].map((_, index) => {
    const sharp = Float32Array.from(bytes.subarray(index * SIZE, (index + 1) * SIZE));
    const soft = new Float32Array(SIZE);
    for (let y = 0; y < TEMPLATE_HEIGHT; y += 1) {
      for (let x = 0; x < TEMPLATE_WIDTH; x += 1) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const [sx, sy] = [x + dx, y + dy];
            if (sx < 0 || sy < 0 || sx >= TEMPLATE_WIDTH || sy >= TEMPLATE_HEIGHT) continue;
            sum += sharp[sy * TEMPLATE_WIDTH + sx];
            count += 1;
          }
        }
        soft[y * TEMPLATE_WIDTH + x] = sum / count;
      }
    }
    return normalise(soft);
  });
}

function normalise(values: Float32Array): Float32Array {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const norm = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0)) || 1;
  return values.map((v) => (v - mean) / norm);
}

let templates: Float32Array[] | null = null;

const ALLOWED: Record<CharacterKind, string> = {
  digit: '0123456789<',
  letter: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<',
  sex: 'MF<',
  any: MRZ_ALPHABET,
};

/** Bilinear grey level, 2x2 supersampled over one patch pixel's footprint. */
function samplePatch(plane: LuminancePlane, line: LineCells, cell: number): Float32Array {
  const { x: bx, y: by, pitch } = line.centres[cell];
  const [ux, uy] = [Math.cos(line.angle), Math.sin(line.angle)];
  const step = pitch / TEMPLATE_WIDTH;
  // The centre of a cell lies above the baseline point the line gives.
  const lift = (BASELINE_FROM_TOP - 0.5) * TEMPLATE_HEIGHT * step;
  const patch = new Float32Array(PATCH_W * PATCH_H);
  const [cx, cy] = [bx + lift * uy, by - lift * ux];
  const { data, width, height } = plane;
  const at = (x: number, y: number) => {
    const fx = Math.min(width - 2, Math.max(0, x));
    const fy = Math.min(height - 2, Math.max(0, y));
    const [ix, iy] = [Math.floor(fx), Math.floor(fy)];
    const [ax, ay] = [fx - ix, fy - iy];
    const i = iy * width + ix;
    const top = data[i] * (1 - ax) + data[i + 1] * ax;
    const bottom = data[i + width] * (1 - ax) + data[i + width + 1] * ax;
    return top * (1 - ay) + bottom * ay;
  };
  for (let py = 0; py < PATCH_H; py += 1) {
    for (let px = 0; px < PATCH_W; px += 1) {
      let sum = 0;
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const u = (px + ox - PATCH_W / 2) * step;
        const v = (py + oy - PATCH_H / 2) * step;
        sum += at(cx + u * ux - v * uy, cy + u * uy + v * ux);
      }
      patch[py * PATCH_W + px] = sum / 4;
    }
  }
  return patch;
}

/** The cell's window at one shift, zero-mean and unit-norm. */
function windowAt(patch: Float32Array, sx: number, sy: number): Float32Array {
  const window = new Float32Array(SIZE);
  for (let y = 0; y < TEMPLATE_HEIGHT; y += 1) {
    for (let x = 0; x < TEMPLATE_WIDTH; x += 1) {
      window[y * TEMPLATE_WIDTH + x] = patch[(y + sy) * PATCH_W + x + sx];
    }
  }
  return normalise(window);
}

function correlate(window: Float32Array, template: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < SIZE; i += 1) dot += window[i] * template[i];
  return dot;
}

/** How many characters the fine search keeps from the coarse one. */
const FINALISTS = 4;

/**
 * Normalised correlation of the allowed templates with the cell: every character on a coarse grid
 * of shifts, then the best few at every shift (half the work of trying them all everywhere).
 */
export function classifyCell(
  plane: LuminancePlane,
  line: LineCells,
  cell: number,
  kind: CharacterKind,
): CellGuess {
  const all = (templates ??= loadTemplates());
  const patch = samplePatch(plane, line, cell);
  const windows = new Map<number, Float32Array>();
  const at = (sx: number, sy: number) => {
    const key = sy * PATCH_W + sx;
    let window = windows.get(key);
    if (!window) windows.set(key, (window = windowAt(patch, sx, sy)));
    return window;
  };
  const best = new Map<string, number>();
  const consider = (character: string, sx: number, sy: number) => {
    const score = correlate(at(sx, sy), all[MRZ_ALPHABET.indexOf(character)]);
    if (score > (best.get(character) ?? -Infinity)) best.set(character, score);
  };
  for (let sy = 0; sy <= 2 * MARGIN; sy += MARGIN) {
    for (let sx = 0; sx <= 2 * MARGIN; sx += MARGIN) {
      for (const character of ALLOWED[kind]) consider(character, sx, sy);
    }
  }
  const finalists = [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, FINALISTS);
  for (let sy = 0; sy <= 2 * MARGIN; sy += 1) {
    for (let sx = 0; sx <= 2 * MARGIN; sx += 1) {
      for (const [character] of finalists) consider(character, sx, sy);
    }
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  return {
    character: ranked[0][0],
    score: ranked[0][1],
    margin: ranked[0][1] - (ranked[1]?.[1] ?? -1),
  };
}
