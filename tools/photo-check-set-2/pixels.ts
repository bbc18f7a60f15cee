/** Pixel helpers for the second set's generator: blur, resize, EXIF orientation. */
export type Rgb<T = number> = [T, T, T];

export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Gaussian-like blur of one plane: three box passes each way. */
export function blurPlane(plane: Float32Array, width: number, height: number, sigma: number) {
  const radius = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  let source = Float32Array.from(plane);
  let target = new Float32Array(plane.length);
  const pass = (count: number, step: number, lines: number, lineStride: number) => {
    for (let line = 0; line < lines; line += 1) {
      const start = line * lineStride;
      let sum = 0;
      for (let k = -radius; k <= radius; k += 1)
        sum += source[start + Math.min(count - 1, Math.max(0, k)) * step]!;
      for (let index = 0; index < count; index += 1) {
        target[start + index * step] = sum / (2 * radius + 1);
        const out = Math.max(0, index - radius);
        const into = Math.min(count - 1, index + radius + 1);
        sum += source[start + into * step]! - source[start + out * step]!;
      }
    }
    [source, target] = [target, source];
  };
  for (let round = 0; round < 3; round += 1) {
    pass(width, 1, height, width);
    pass(height, width, width, 1);
  }
  return source;
}

/** Resizes to a long side: area average when shrinking, bilinear when enlarging. */
export function resize(image: RgbaImage, longSide: number): RgbaImage {
  const factor = longSide / Math.max(image.width, image.height);
  const width = Math.round(image.width * factor);
  const height = Math.round(image.height * factor);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 4; channel += 1) {
        let value = 0;
        if (factor < 1) {
          const x0 = Math.floor(x / factor);
          const y0 = Math.floor(y / factor);
          const x1 = Math.max(x0 + 1, Math.floor((x + 1) / factor));
          const y1 = Math.max(y0 + 1, Math.floor((y + 1) / factor));
          for (let sy = y0; sy < y1; sy += 1) {
            for (let sx = x0; sx < x1; sx += 1)
              value += image.data[(sy * image.width + sx) * 4 + channel]!;
          }
          value /= (x1 - x0) * (y1 - y0);
        } else {
          const sx = Math.min(image.width - 1.001, Math.max(0, (x + 0.5) / factor - 0.5));
          const sy = Math.min(image.height - 1.001, Math.max(0, (y + 0.5) / factor - 0.5));
          const ix = Math.floor(sx);
          const iy = Math.floor(sy);
          const at = (px: number, py: number) => image.data[(py * image.width + px) * 4 + channel]!;
          value =
            (at(ix, iy) * (ix + 1 - sx) + at(ix + 1, iy) * (sx - ix)) * (iy + 1 - sy) +
            (at(ix, iy + 1) * (ix + 1 - sx) + at(ix + 1, iy + 1) * (sx - ix)) * (sy - iy);
        }
        data[(y * width + x) * 4 + channel] = Math.round(value);
      }
    }
  }
  return { data, width, height };
}

/** An APP1 Exif segment holding only the Orientation tag (big-endian TIFF). */
function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/**
 * Stores the upright image turned so that a viewer honouring `orientation` shows it upright
 * (6: the viewer turns it 90° clockwise, so it is stored turned 90° anticlockwise).
 */
export function withOrientation(
  image: RgbaImage,
  orientation: 3 | 6 | 8,
  encode: (data: Uint8Array, width: number, height: number, quality: number) => Buffer,
): Buffer {
  const { width, height } = image;
  const turned = orientation === 3 ? { width, height } : { width: height, height: width };
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [tx, ty] =
        orientation === 3
          ? [width - 1 - x, height - 1 - y]
          : orientation === 6
            ? [y, width - 1 - x]
            : [height - 1 - y, x];
      const from = (y * width + x) * 4;
      data.set(image.data.subarray(from, from + 4), (ty * turned.width + tx) * 4);
    }
  }
  const file = encode(data, turned.width, turned.height, 0.9);
  return Buffer.concat([file.subarray(0, 2), exifSegment(orientation), file.subarray(2)]);
}
