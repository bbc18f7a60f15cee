import type { MrzRead } from '../mrz/td3';
import { READER_LONG_SIDE } from '../mrz/reader/grey';
import type { PhotoProblem } from '../photoCheck/assess';
import { checkPhoto } from '../photoCheck/checkPhoto';
import { planeFromImage } from '../photoCheck/readPlane';
import type { LuminancePlane } from '../photoCheck/statistics';
import { encodeImage } from './encodeBitmap';
import type { CompressionOptions } from './limits';

export interface CompressRequest {
  id: number;
  file: Blob;
  options: CompressionOptions;
  /**
   * Passports: also assess the photo for legibility, on the decoded full-size image, and read its
   * machine-readable zone after the compressed photo has been sent back.
   */
  checkPhoto: boolean;
}

export type CompressReply =
  | {
      id: number;
      ok: true;
      blob: Blob | null;
      width: number;
      height: number;
      /** Null when not asked for, or when the check itself failed (the photo is still sent). */
      photoProblems: PhotoProblem[] | null;
    }
  | { id: number; ok: false; message: string };

/** Sent after a passport photo's CompressReply: its zone, or null when it could not be read. */
export interface ZoneReply {
  id: number;
  zone: MrzRead | null;
}

/** The two members of the worker scope used here (the DOM and WebWorker libs cannot both load). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressReply | ZoneReply): void;
}

const scope = self as unknown as WorkerScope;

/** The reader's code is fetched with the first passport photo, not with the portal. */
async function readZone(plane: LuminancePlane | null): Promise<MrzRead | null> {
  if (!plane) return null;
  try {
    const { readPassportZoneOfPlane } = await import('../mrz/readPassportZone');
    return readPassportZoneOfPlane(plane);
  } catch {
    // Reading is a help, never a condition: the photo has been staged already.
    return null;
  }
}

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { id, file, options } = event.data;
  let photoProblems: PhotoProblem[] | null = null;
  let zonePlane: LuminancePlane | null = null;
  const inspect = (decoded: ImageBitmap) => {
    try {
      photoProblems = checkPhoto(decoded).problems;
    } catch {
      // The check is advice only: compression goes on without it.
    }
    try {
      zonePlane = planeFromImage(decoded, READER_LONG_SIDE);
    } catch {
      zonePlane = null;
    }
  };
  let reply: CompressReply;
  try {
    const encoded = await encodeImage(file, options, event.data.checkPhoto ? inspect : undefined);
    reply = { id, ok: true, ...encoded, photoProblems };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
  // The compressed photo is on its way to the page first: reading never holds up its upload.
  if (event.data.checkPhoto && reply.ok) scope.postMessage({ id, zone: await readZone(zonePlane) });
};
