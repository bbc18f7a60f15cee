/**
 * Browser side of the photo check's labelled set and benchmark: draws the set's passport photos,
 * and assesses an image with the portal's own checkPhoto (the code its worker runs).
 */
import { compressAndCheckPhoto, compressImage } from '../../src/lib/imageCompression/compressImage';
import { checkPhoto, type PhotoCheck } from '../../src/lib/photoCheck/checkPhoto';
import { drawPassportPhoto, type PhotoSpec } from '../photo-check-set/passportPage';
import { markHarnessReady } from './ready';

async function loadFont(url: string) {
  const style = document.createElement('style');
  style.textContent = `@font-face { font-family: 'OCR-B'; src: url(${url}); }`;
  document.head.append(style);
  await document.fonts.load('20px "OCR-B"');
}

async function drawAsBase64(spec: PhotoSpec): Promise<string> {
  const blob = await drawPassportPhoto(spec);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

async function assessUrl(url: string): Promise<PhotoCheck> {
  const blob = await (await fetch(url)).blob();
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    return checkPhoto(bitmap);
  } finally {
    bitmap.close();
  }
}

export interface PhotoCheckBench {
  /** The check alone in a worker, per photo (after the decode the compression needs anyway). */
  checkMs: number[];
  decodeMs: number[];
  /** The portal's path per photo, compression with and without the check. */
  withCheckMs: number[];
  withoutCheckMs: number[];
  verdicts: string[][];
  /** Main-thread long tasks while the portal's path ran. */
  longTasks: number[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` passport photos of `width` x `height`, checked and compressed as the page does. */
async function bench(count: number, width: number, height: number): Promise<PhotoCheckBench> {
  const photos: File[] = [];
  for (let index = 0; index < count; index += 1) {
    const blob = await drawPassportPhoto({
      seed: 900 + index,
      width,
      height,
      rotation: 3 - index,
      pageScale: 0.8,
      blur: index % 3 === 2 ? 3 : 0,
      exposure: 1,
      washout: 0,
      glare: [],
      longSide: Math.max(width, height),
      quality: 0.9,
      noise: 3,
      falloff: 0.3,
    });
    photos.push(new File([blob], `IMG_${2000 + index}.jpg`, { type: 'image/jpeg' }));
  }
  const result: PhotoCheckBench = {
    checkMs: [],
    decodeMs: [],
    withCheckMs: [],
    withoutCheckMs: [],
    verdicts: [],
    longTasks: [],
  };
  const worker = new Worker(new URL('./photoCheckBench.worker.ts', import.meta.url), {
    type: 'module',
  });
  for (const photo of photos) {
    const timing = await new Promise<{ decodeMs: number; checkMs: number; problems: string[] }>(
      (resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage(photo);
      },
    );
    result.checkMs.push(Math.round(timing.checkMs));
    result.decodeMs.push(Math.round(timing.decodeMs));
    result.verdicts.push(timing.problems);
  }
  worker.terminate();

  await pause(300);
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => result.longTasks.push(Math.round(entry.duration))),
  );
  observer.observe({ type: 'longtask', buffered: false });
  for (const photo of photos) {
    let started = performance.now();
    await compressAndCheckPhoto(photo);
    result.withCheckMs.push(Math.round(performance.now() - started));
    started = performance.now();
    await compressImage(photo);
    result.withoutCheckMs.push(Math.round(performance.now() - started));
  }
  await pause(100);
  observer.disconnect();
  return result;
}

declare global {
  interface Window {
    loadOcrB: typeof loadFont;
    drawPhoto: typeof drawAsBase64;
    assessUrl: typeof assessUrl;
    photoCheckBench: typeof bench;
  }
}

window.loadOcrB = loadFont;
window.drawPhoto = drawAsBase64;
window.assessUrl = assessUrl;
window.photoCheckBench = bench;
markHarnessReady();
