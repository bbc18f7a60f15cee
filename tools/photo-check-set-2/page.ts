/**
 * Draws a document page as a reflectance raster in plain TypeScript (no canvas, no font): print is
 * made of pseudo-glyphs (random strokes, anti-aliased by distance), so nothing here shares code or
 * look with the first set's canvas drawing.
 */
import type { Random } from './random';

export interface PageRaster {
  /** Reflectance 0 (ink) to 1 (paper), row-major. */
  data: Float32Array;
  width: number;
  height: number;
  /** Paper colour as RGB multipliers. */
  tint: [number, number, number];
}

export type PageLayout = 'td3' | 'photoRight' | 'idCard' | 'openBooklet';
export const PAGE_LAYOUTS: PageLayout[] = ['td3', 'photoRight', 'idCard', 'openBooklet'];

/** Page width in raster pixels; the height follows the layout's aspect. */
const PAGE_WIDTH = 1500;
const ASPECT: Record<PageLayout, number> = {
  td3: 88 / 125,
  photoRight: 88 / 125,
  idCard: 54 / 85.6,
  openBooklet: 176 / 125,
};

function stroke(page: PageRaster, x0: number, y0: number, x1: number, y1: number, width: number) {
  const { data, width: w, height: h } = page;
  const pad = width + 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy || 1;
  for (
    let y = Math.max(0, Math.floor(Math.min(y0, y1) - pad));
    y < Math.min(h, Math.max(y0, y1) + pad);
    y += 1
  ) {
    for (
      let x = Math.max(0, Math.floor(Math.min(x0, x1) - pad));
      x < Math.min(w, Math.max(x0, x1) + pad);
      x += 1
    ) {
      const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
      const distance = Math.hypot(x - x0 - t * dx, y - y0 - t * dy);
      const cover = Math.max(0, Math.min(1, width / 2 + 0.5 - distance));
      if (cover > 0) data[y * w + x] = Math.min(data[y * w + x], 1 - 0.88 * cover);
    }
  }
}

/** One pseudo-glyph of height `size`: two to four strokes inside its box. */
function glyph(page: PageRaster, random: Random, x: number, y: number, size: number) {
  const width = size * 0.62;
  const strokeWidth = Math.max(1.2, size / 8);
  const points = [
    [0, 0],
    [0.5, 0],
    [1, 0],
    [0, 0.5],
    [0.5, 0.5],
    [1, 0.5],
    [0, 1],
    [0.5, 1],
    [1, 1],
  ];
  const strokes = 2 + Math.floor(random() * 3);
  for (let index = 0; index < strokes; index += 1) {
    const [ax, ay] = points[Math.floor(random() * points.length)] as number[];
    const [bx, by] = points[Math.floor(random() * points.length)] as number[];
    if (ax === bx && ay === by) continue;
    stroke(page, x + ax * width, y + ay * size, x + bx * width, y + by * size, strokeWidth);
  }
}

function textLine(
  page: PageRaster,
  random: Random,
  x: number,
  y: number,
  size: number,
  characters: number,
) {
  let at = x;
  for (let index = 0; index < characters && at < page.width - size; index += 1) {
    if (random() < 0.12) at += size * 0.5;
    else glyph(page, random, at, y, size);
    at += size * 0.8;
  }
}

function fillRect(
  page: PageRaster,
  x: number,
  y: number,
  w: number,
  h: number,
  value: (x: number, y: number) => number,
) {
  for (let row = Math.max(0, Math.round(y)); row < Math.min(page.height, y + h); row += 1) {
    for (
      let column = Math.max(0, Math.round(x));
      column < Math.min(page.width, x + w);
      column += 1
    ) {
      page.data[row * page.width + column] = value(column - x, row - y);
    }
  }
}

/** A portrait: a soft head-and-shoulders shape on a plain ground. */
function portrait(page: PageRaster, x: number, y: number, w: number, h: number) {
  fillRect(page, x, y, w, h, (px, py) => {
    const head = Math.hypot((px - w / 2) / (w * 0.24), (py - h * 0.38) / (h * 0.22));
    const body = py > h * 0.62 && Math.abs(px - w / 2) < w * (0.2 + (py / h - 0.62));
    return head < 1 ? 0.55 - 0.15 * head : body ? 0.25 : 0.82;
  });
}

/** Fields: small labels with a larger value under each. */
function fields(
  page: PageRaster,
  random: Random,
  x: number,
  y: number,
  w: number,
  rows: number,
  size: number,
) {
  for (let row = 0; row < rows; row += 1) {
    const top = y + row * size * 2.6;
    textLine(
      page,
      random,
      x,
      top,
      size * 0.55,
      Math.floor((w / (size * 0.45)) * (0.3 + random() * 0.3)),
    );
    textLine(
      page,
      random,
      x,
      top + size * 0.9,
      size,
      Math.floor((w / (size * 0.8)) * (0.3 + random() * 0.5)),
    );
  }
}

function machineLines(page: PageRaster, random: Random, bottom: number, lines: number) {
  const size = (page.width / 44 / 0.8) * 0.86;
  for (let line = 0; line < lines; line += 1) {
    textLine(page, random, page.width * 0.04, bottom - (lines - line) * size * 1.5, size, 44);
  }
}

export function drawPage(layout: PageLayout, random: Random): PageRaster {
  const width = PAGE_WIDTH;
  const height = Math.round(PAGE_WIDTH * ASPECT[layout]);
  const tone = 0.86 + random() * 0.1;
  const page: PageRaster = {
    data: new Float32Array(width * height),
    width,
    height,
    tint: [1, 0.96 + random() * 0.04, 0.88 + random() * 0.1],
  };
  // Security print: faint waves over the paper.
  const waves = 20 + random() * 30;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      page.data[y * width + x] =
        tone - 0.05 * (0.5 + 0.5 * Math.sin(x / waves + Math.sin(y / 37) * 3));
    }
  }
  const top = layout === 'openBooklet' ? height / 2 : 0;
  const pageHeight = layout === 'openBooklet' ? height / 2 : height;
  if (layout === 'openBooklet') {
    // The visa page above: a few stamps and handwriting-like lines, then the fold.
    for (let stamp = 0; stamp < 3; stamp += 1) {
      const cx = width * (0.2 + 0.3 * stamp);
      const cy = pageHeight * (0.3 + 0.4 * random());
      for (let angle = 0; angle < 6.28; angle += 0.35) {
        stroke(
          page,
          cx + 90 * Math.cos(angle),
          cy + 90 * Math.sin(angle),
          cx + 90 * Math.cos(angle + 0.35),
          cy + 90 * Math.sin(angle + 0.35),
          4,
        );
      }
      textLine(page, random, cx - 60, cy - 15, 30, 5);
    }
    fillRect(page, 0, top - 3, width, 6, () => 0.6);
  }
  const header = 34 + random() * 10;
  textLine(page, random, width * 0.3, top + header * 0.6, header, 14);
  const photoW = width * (layout === 'idCard' ? 0.27 : 0.3);
  const photoH = photoW * 1.28;
  const photoLeft = layout === 'photoRight' ? width * 0.66 : width * 0.04;
  const photoTop = top + pageHeight * (layout === 'idCard' ? 0.2 : 0.16);
  portrait(page, photoLeft, photoTop, photoW, Math.min(photoH, pageHeight * 0.56));
  const fieldsLeft = layout === 'photoRight' ? width * 0.05 : photoLeft + photoW + width * 0.04;
  const fieldSize = layout === 'idCard' ? 20 : 24 + random() * 6;
  fields(page, random, fieldsLeft, photoTop, width * 0.55, layout === 'idCard' ? 6 : 5, fieldSize);
  machineLines(page, random, top + pageHeight - pageHeight * 0.05, layout === 'idCard' ? 3 : 2);
  return page;
}
