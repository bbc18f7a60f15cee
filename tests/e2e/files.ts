/** Files the upload journeys choose: small stored fixtures plus a phone-sized photo made in the page. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makePhotoBlob } from '../harness/photoInPage';
import type { Page } from './fixtures';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

export const FILES = {
  /** 640 x 440 JPEG, 17 KB. */
  passportJpeg: fixture('passport-emma.jpg'),
  /** 320 x 220 PNG, 12 KB. */
  passportPng: fixture('passport-daniel.png'),
  /** Passport photos whose machine-readable zone the device reads (tools/mrz-set/fixtures.ts). */
  zoneDaniel: fixture('passport-zone-daniel.jpg'),
  zoneEmmaExpiring: fixture('passport-zone-emma-expiring.jpg'),
  boardingPng: fixture('boarding-pass.png'),
  /** A one-page PDF, under 1 KB. */
  ticketPdf: fixture('e-ticket.pdf'),
};

export const MB = 1024 * 1024;

/** A 4000 x 3000 camera-like JPEG (a few MB), encoded by the page's own canvas. */
export async function bigPhoto(page: Page, name = 'phone-photo.jpg') {
  const base64 = await page.evaluate(
    `(${makePhotoBlob.toString()})(4000, 3000, 5, false).then((blob) => new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]);
      reader.readAsDataURL(blob);
    }))`,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(String(base64), 'base64') };
}

/** A PDF just over the 2 MB limit (PDFs are never compressed). */
export function oversizedPdf(name = 'scanned-itinerary.pdf') {
  const head = readFileSync(FILES.ticketPdf);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(2 * MB + 1024, 0x20)]),
  };
}

/** A stored fixture as a buffer payload, so it can be mixed with generated files. */
export function payload(path: string, mimeType: string) {
  return { name: path.split('/').pop() ?? 'file', mimeType, buffer: readFileSync(path) };
}

/** Bytes, type and (for images) pixel size of a stored file, read by the page (CORS allowed). */
export async function storedFile(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const size: { width?: number; height?: number } = {};
    if (blob.type.startsWith('image/')) {
      const bitmap = await createImageBitmap(blob);
      Object.assign(size, { width: bitmap.width, height: bitmap.height });
      bitmap.close();
    }
    return { bytes: blob.size, type: blob.type, ...size };
  }, url);
}
