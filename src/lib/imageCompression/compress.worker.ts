import { encodeImage } from './encodeBitmap';
import type { CompressionOptions } from './limits';

export interface CompressRequest {
  id: number;
  file: Blob;
  options: CompressionOptions;
}

export type CompressReply =
  | { id: number; ok: true; blob: Blob | null; width: number; height: number }
  | { id: number; ok: false; message: string };

/** The two members of the worker scope used here (the DOM and WebWorker libs cannot both load). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { id, file, options } = event.data;
  let reply: CompressReply;
  try {
    reply = { id, ok: true, ...(await encodeImage(file, options)) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
