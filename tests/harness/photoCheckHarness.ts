/**
 * Browser side of the photo check's labelled set and benchmark: draws the set's passport photos,
 * and assesses an image with the portal's own checkPhoto (the code its worker runs).
 */
import { checkPhoto, type PhotoCheck } from '../../src/lib/photoCheck/checkPhoto';
import { drawPassportPhoto, type PhotoSpec } from '../photo-check-set/passportPage';

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

declare global {
  interface Window {
    loadOcrB: typeof loadFont;
    drawPhoto: typeof drawAsBase64;
    assessUrl: typeof assessUrl;
    photoHarnessReady: boolean;
  }
}

window.loadOcrB = loadFont;
window.drawPhoto = drawAsBase64;
window.assessUrl = assessUrl;
window.photoHarnessReady = true;
