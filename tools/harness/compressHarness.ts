/**
 * Browser side of the compression checks: exposes the portal's own compressImage (and so its
 * bundled worker) plus a photo generator and a long-task recorder on `window`.
 */
import { compressImage } from '../../src/lib/imageCompression/compressImage';
import { makePhotoBlob } from '../../tests/harness/photoInPage';
import { markHarnessReady } from './ready';

export interface CompressedInfo {
  name: string;
  type: string;
  inputBytes: number;
  bytes: number;
  width: number;
  height: number;
  ms: number;
}

export interface BenchResult {
  photos: CompressedInfo[];
  totalMs: number;
  longTasks: number[];
}

async function describe(file: File, input: File, ms: number): Promise<CompressedInfo> {
  const bitmap = await createImageBitmap(file);
  const info = {
    name: file.name,
    type: file.type,
    inputBytes: input.size,
    bytes: file.size,
    width: bitmap.width,
    height: bitmap.height,
    ms,
  };
  bitmap.close();
  return info;
}

/** Generates `count` phone-size photos, then compresses them one after the other as the page does. */
async function bench(count: number, width: number, height: number): Promise<BenchResult> {
  const inputs: File[] = [];
  for (let index = 0; index < count; index += 1) {
    const blob = await makePhotoBlob(width, height, index);
    inputs.push(new File([blob], `IMG_${1000 + index}.jpg`, { type: 'image/jpeg' }));
  }
  // Let generation's own long tasks finish before observing.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration))),
  );
  observer.observe({ type: 'longtask', buffered: false });

  const outputs: { file: File; ms: number }[] = [];
  const started = performance.now();
  for (const input of inputs) {
    const t0 = performance.now();
    outputs.push({ file: await compressImage(input), ms: Math.round(performance.now() - t0) });
  }
  const totalMs = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();

  const photos: CompressedInfo[] = [];
  for (const [index, output] of outputs.entries()) {
    const input = inputs[index];
    if (input) photos.push(await describe(output.file, input, output.ms));
  }
  return { photos, totalMs, longTasks };
}

declare global {
  interface Window {
    compressionBench: typeof bench;
  }
}

window.compressionBench = bench;
markHarnessReady();
