import type { PhotoProblem } from '../photoCheck/assess';
import { checkPhoto } from '../photoCheck/checkPhoto';
import { encodeImage } from './encodeBitmap';
import type { CompressionOptions } from './limits';

export interface CompressRequest {
  id: number;
  file: Blob;
  options: CompressionOptions;
  /** Also assess the photo for legibility (passports), on the decoded full-size image. */
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

/** The two members of the worker scope used here (the DOM and WebWorker libs cannot both load). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { id, file, options } = event.data;
  let photoProblems: PhotoProblem[] | null = null;
  const inspect = (decoded: ImageBitmap) => {
    try {
      photoProblems = checkPhoto(decoded).problems;
    } catch {
      // The check is advice only: compression goes on without it.
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
};
