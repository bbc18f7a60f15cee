/** How much of a file is read to find its type and declared picture size (JPEG EXIF comes first). */
const HEAD_BYTES = 256 * 1024;
/** Acrobat accepts a PDF whose `%PDF-` header starts within its first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // "%PDF-"

export interface FileSignature {
  /** The type the bytes say, whatever the name or the browser says; null when none we accept. */
  type: 'image/jpeg' | 'image/png' | 'application/pdf' | null;
  /** The picture size an image's header declares, when it could be read. */
  dimensions: { width: number; height: number } | null;
  /** False for a PNG cut off before its end chunk (browsers draw such a file half blank). */
  complete: boolean;
}

/** Where a PNG's closing IEND chunk must be: at its end, give or take a few stray bytes. */
const PNG_TAIL_BYTES = 64;
const IEND = [0x49, 0x45, 0x4e, 0x44] as const;

async function endsLikePng(file: Blob): Promise<boolean> {
  const tail = new Uint8Array(await file.slice(-PNG_TAIL_BYTES).arrayBuffer());
  for (let at = tail.length - IEND.length; at >= 0; at -= 1) {
    if (startsWith(tail, IEND, at)) return true;
  }
  return false;
}

function pngDimensions(bytes: Uint8Array, view: DataView) {
  // The IHDR chunk comes first: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array, view: DataView) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** Reads a file's first bytes: its real type by magic number, and an image's declared size. */
export async function readSignature(file: Blob): Promise<FileSignature> {
  const bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG)) {
    const complete = await endsLikePng(file);
    return { type: 'image/png', dimensions: pngDimensions(bytes, view), complete };
  }
  if (startsWith(bytes, JPEG)) {
    return { type: 'image/jpeg', dimensions: jpegDimensions(bytes, view), complete: true };
  }
  const head = bytes.subarray(0, PDF_HEADER_WINDOW);
  for (let at = 0; at + PDF.length <= head.length; at += 1) {
    if (startsWith(head, PDF, at)) {
      return { type: 'application/pdf', dimensions: null, complete: true };
    }
  }
  return { type: null, dimensions: null, complete: true };
}

/**
 * Name, size and a hash of the content: the same file chosen twice gives the same fingerprint; two
 * different files with the same name and size almost never do.
 */
export async function fingerprintOf(file: File): Promise<string> {
  return `${file.name}\u0000${file.size}\u0000${await contentHash(file)}`;
}

/**
 * SHA-256 by the browser's own crypto, which runs off the main thread: hashing a 4000 x 3000
 * photo byte by byte in script held a phone's main thread for 100 ms as it was staged. Where the
 * crypto is missing (a page served over plain http to another device, in development), FNV-1a.
 */
async function contentHash(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16);
}
