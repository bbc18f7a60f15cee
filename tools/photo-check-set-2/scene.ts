/**
 * Photographs a page raster: places it on a desk or before a window through a homography
 * (perspective), adds hands, light, reflections, then the camera (exposure, fogged lens, focus,
 * sensor noise, JPEG) and what happens after (messaging-app re-encoding, enlarging, EXIF
 * rotation). Pure TypeScript on pixel arrays, JPEG by jpeg-js.
 */
import jpeg from 'jpeg-js';
import { drawPage, type PageLayout, type PageRaster } from './page';
import { gaussian, seeded, type Random } from './random';
import { blurPlane, resize, withOrientation, type Rgb } from './pixels';

export interface SceneSpec {
  seed: number;
  layout: PageLayout;
  width: number;
  height: number;
  desk: 'white' | 'dark' | 'wood' | 'window';
  /** The page's share of the photo's width (before the page's own aspect limits it). */
  pageCover: number;
  /** How far each corner strays, as a share of the page's size. */
  perspective: number;
  rotation: number;
  hands: number;
  exposure: number;
  /** A page held against a window: the camera exposes for the window, the page falls this dark. */
  backlight: number;
  haze: number;
  /** Optical blur, sigma in pixels per 1000 px of long side. */
  blur: number;
  glareSpots: number;
  glareStreaks: number;
  /** Widens or narrows the streaks (1 when left out). */
  streakScale?: number;
  /** A reflection on the desk beside the page, not on it. */
  deskGlare: boolean;
  noise: number;
  quality: number;
  /** Sent through a messaging app: shrunk to this long side at this quality, maybe enlarged. */
  reencode?: { longSide: number; quality: number; enlargeTo?: number };
  /** EXIF orientation written to the file; the pixels are stored turned accordingly. */
  orientation: 1 | 3 | 6 | 8;
}

/** Solves the 8 homography coefficients mapping `from` points onto `to` points. */
function homography(from: number[][], to: number[][]): number[] {
  const rows: number[][] = [];
  for (let index = 0; index < 4; index += 1) {
    const [x, y] = from[index] as number[];
    const [u, v] = to[index] as number[];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let column = 0; column < 8; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < 8; row += 1) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    }
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    for (let row = 0; row < 8; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / rows[column]![column]!;
      for (let k = column; k < 9; k += 1) rows[row]![k]! -= factor * rows[column]![k]!;
    }
  }
  return rows.map((row, index) => row[8]! / row[index]!);
}

function sample(page: PageRaster, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number) =>
    page.data[
      Math.min(page.height - 1, Math.max(0, py)) * page.width +
        Math.min(page.width - 1, Math.max(0, px))
    ]!;
  return (
    (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
    (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
  );
}

function desk(kind: SceneSpec['desk'], x: number, y: number, w: number, h: number): Rgb {
  if (kind === 'white') return [0.94, 0.94, 0.95];
  if (kind === 'dark') return [0.1, 0.1, 0.12];
  if (kind === 'wood') {
    const grain = 0.08 * Math.sin(y / 9 + Math.sin(x / 140) * 4);
    return [0.55 + grain, 0.38 + grain, 0.24 + grain];
  }
  // A window: burnt-out sky between the frame's bars.
  const bar = Math.abs(x - w / 2) < w * 0.015 || Math.abs(y - h * 0.45) < h * 0.015;
  return bar ? [0.25, 0.25, 0.27] : [1.8, 1.8, 1.85];
}

/** Draws the scene before the camera: linear light, 1 = white paper in good light. */
function scene(spec: SceneSpec, page: PageRaster, random: Random) {
  const { width: w, height: h } = spec;
  const planes: Rgb<Float32Array> = [
    new Float32Array(w * h),
    new Float32Array(w * h),
    new Float32Array(w * h),
  ];
  const scale = Math.min((spec.pageCover * w) / page.width, (0.86 * h) / page.height);
  const cx = w / 2 + (random() - 0.5) * 0.06 * w;
  const cy = h / 2 + (random() - 0.5) * 0.06 * h;
  const angle = (spec.rotation * Math.PI) / 180;
  const pageCorners = [
    [0, 0],
    [page.width, 0],
    [page.width, page.height],
    [0, page.height],
  ];
  const corners = pageCorners.map(([px, py]) => {
    const dx = (px! - page.width / 2) * scale * (1 + (random() - 0.5) * 2 * spec.perspective);
    const dy = (py! - page.height / 2) * scale * (1 + (random() - 0.5) * 2 * spec.perspective);
    return [
      cx + dx * Math.cos(angle) - dy * Math.sin(angle),
      cy + dx * Math.sin(angle) + dy * Math.cos(angle),
    ];
  });
  const [a, b, c, d, e, f, g, k] = homography(corners, pageCorners) as number[];
  const falloff = 0.15 + random() * 0.3;
  const tilt = (random() - 0.5) * 0.2;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const z = g! * x + k! * y + 1;
      const u = (a! * x + b! * y + c!) / z;
      const v = (d! * x + e! * y + f!) / z;
      const onPage = u >= 0 && v >= 0 && u < page.width && v < page.height;
      const r2 = ((x - w / 2) / w) ** 2 + ((y - h / 2) / h) ** 2;
      const light = 1 - falloff * r2 + tilt * (x / w - 0.5);
      let rgb: Rgb;
      if (onPage) {
        const reflectance = sample(page, u, v) * light * (spec.backlight > 0 ? spec.backlight : 1);
        rgb = [reflectance * page.tint[0], reflectance * page.tint[1], reflectance * page.tint[2]];
      } else {
        const base = desk(spec.desk, x, y, w, h);
        const lit = spec.desk === 'window' ? 1 : light;
        rgb = [base[0] * lit, base[1] * lit, base[2] * lit];
      }
      const at = y * w + x;
      planes[0][at] = rgb[0];
      planes[1][at] = rgb[1];
      planes[2][at] = rgb[2];
    }
  }
  const ellipse = (
    ex: number,
    ey: number,
    rx: number,
    ry: number,
    turn: number,
    add: Rgb,
    additive: boolean,
  ) => {
    const reach = Math.max(rx, ry) * (additive ? 2.2 : 1);
    for (let y = Math.max(0, Math.floor(ey - reach)); y < Math.min(h, ey + reach); y += 1) {
      for (let x = Math.max(0, Math.floor(ex - reach)); x < Math.min(w, ex + reach); x += 1) {
        const dx = x - ex;
        const dy = y - ey;
        const along = (dx * Math.cos(turn) + dy * Math.sin(turn)) / rx;
        const across = (-dx * Math.sin(turn) + dy * Math.cos(turn)) / ry;
        const r = along * along + across * across;
        const at = y * w + x;
        for (let channel = 0; channel < 3; channel += 1) {
          if (additive) planes[channel]![at]! += add[channel]! * Math.exp(-r * 1.5);
          else if (r < 1) planes[channel]![at] = add[channel]! * (0.8 + 0.2 * (1 - r));
        }
      }
    }
  };
  // Hands: a thumb and fingers over the page's edge, left or right.
  for (let hand = 0; hand < spec.hands; hand += 1) {
    const sy = (hand === 0 ? corners[0]! : corners[2]!)[1]!;
    const edgeX =
      hand === 0
        ? Math.min(corners[0]![0]!, corners[3]![0]!)
        : Math.max(corners[1]![0]!, corners[2]![0]!);
    const my = (sy + h / 2) / 2;
    const skin: Rgb = [
      0.78 * (0.6 + random() * 0.5),
      0.56 * (0.6 + random() * 0.5),
      0.44 * (0.6 + random() * 0.5),
    ];
    ellipse(edgeX, my, w * 0.05, h * 0.025, 0.2, skin, false);
    ellipse(
      edgeX + (hand === 0 ? -1 : 1) * w * 0.08,
      my + h * 0.06,
      w * 0.1,
      h * 0.12,
      0,
      skin,
      false,
    );
  }
  // Reflections: round spots and narrow streaks (a tube light) over the print.
  const pageW = page.width * scale;
  const pageH = page.height * scale;
  for (let spot = 0; spot < spec.glareSpots; spot += 1) {
    const size = pageW * (0.03 + random() * 0.05);
    ellipse(
      cx + (random() - 0.5) * pageW * 0.6,
      cy + (random() - 0.5) * pageH * 0.5,
      size,
      size * (0.6 + random() * 0.6),
      random() * 3,
      [2.4, 2.4, 2.4],
      true,
    );
  }
  for (let streak = 0; streak < spec.glareStreaks; streak += 1) {
    const width = w * (0.004 + random() * 0.006) * (spec.streakScale ?? 1);
    ellipse(
      cx + (random() - 0.5) * pageW * 0.4,
      cy + (random() - 0.5) * pageH * 0.4,
      pageW * 0.6,
      width,
      (random() - 0.5) * 1.2,
      [2.4, 2.4, 2.4],
      true,
    );
  }
  if (spec.deskGlare) {
    const size = w * 0.05;
    const x =
      corners[1]![0]! + size * 2.2 < w
        ? corners[1]![0]! + size * 2.2
        : corners[0]![0]! - size * 2.2;
    ellipse(x, h * 0.2, size, size * 0.7, 0, [2.4, 2.4, 2.4], true);
  }
  return planes;
}

/** The camera: exposure, a fogged lens (veil and glow), focus, sensor noise, 8-bit values. */
function camera(spec: SceneSpec, planes: Rgb<Float32Array>, random: Random): Uint8Array {
  const { width: w, height: h } = spec;
  const long = Math.max(w, h);
  const rgba = new Uint8Array(w * h * 4);
  for (let channel = 0; channel < 3; channel += 1) {
    let plane = planes[channel]!;
    for (let at = 0; at < plane.length; at += 1)
      plane[at] = Math.min(1.3, plane[at]! * spec.exposure);
    if (spec.haze > 0) {
      const glow = blurPlane(plane, w, h, long * 0.03);
      for (let at = 0; at < plane.length; at += 1) {
        plane[at] = (1 - spec.haze) * plane[at]! + spec.haze * (glow[at]! * 0.9 + 0.25);
      }
    }
    if (spec.blur > 0) plane = blurPlane(plane, w, h, (spec.blur * long) / 1000);
    for (let at = 0; at < plane.length; at += 1) {
      const value =
        255 * Math.pow(Math.max(0, plane[at]!), 1 / 1.15) + gaussian(random) * spec.noise;
      rgba[at * 4 + channel] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  for (let at = 3; at < rgba.length; at += 4) rgba[at] = 255;
  return rgba;
}

const encode = (data: Uint8Array, width: number, height: number, quality: number) =>
  jpeg.encode({ data: Buffer.from(data), width, height }, Math.round(quality * 100)).data;

/** Draws the photo and returns the JPEG file's bytes. */
export function photograph(spec: SceneSpec): Buffer {
  const random = seeded(spec.seed);
  const page = drawPage(spec.layout, random);
  let { width, height } = spec;
  let file = encode(camera(spec, scene(spec, page, random), random), width, height, spec.quality);
  if (spec.reencode) {
    const small = resize(jpeg.decode(file, { useTArray: true }), spec.reencode.longSide);
    file = encode(small.data, small.width, small.height, spec.reencode.quality);
    ({ width, height } = small);
    if (spec.reencode.enlargeTo) {
      const large = resize(jpeg.decode(file, { useTArray: true }), spec.reencode.enlargeTo);
      ({ width, height } = large);
      file = encode(large.data, width, height, 0.9);
    }
  }
  if (spec.orientation === 1) return file;
  const decoded = jpeg.decode(file, { useTArray: true });
  return withOrientation({ data: decoded.data, width, height }, spec.orientation, encode);
}
