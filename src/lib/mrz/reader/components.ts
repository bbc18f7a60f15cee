import type { LuminancePlane } from '../../photoCheck/statistics';

/** A connected blob of dark pixels (a character, most often). */
export interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/**
 * Dark pixels against their neighbourhood's mean (an integral image), so shading and glare move
 * the threshold with them.
 */
export function darkMask(plane: LuminancePlane, radius: number): Uint8Array {
  const { data, width, height } = plane;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x];
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const sum =
        integral[bottom * stride + right] -
        integral[top * stride + right] -
        integral[bottom * stride + left] +
        integral[top * stride + left];
      const mean = sum / ((bottom - top) * (right - left));
      const value = data[y * width + x];
      if (value < mean * 0.8 && mean - value > 14) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** 8-connected blobs of the mask, with their bounding boxes. */
export function blobsOf(mask: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 };
    while (top > 0) {
      const at = stack[--top];
      const x = at % width;
      const y = (at - x) / width;
      blob.pixels += 1;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const next = ny * width + nx;
          if (nx < 0 || nx >= width || !mask[next] || seen[next]) continue;
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    blobs.push({ ...blob, x1: blob.x1 + 1, y1: blob.y1 + 1 });
  }
  return blobs;
}
