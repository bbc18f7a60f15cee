import type { PhotoProblem } from '../photoCheck/assess';
import type { MrzRead } from '../mrz/td3';
import type { CompressReply, CompressRequest, ZoneReply } from './compress.worker';
import type { CompressionOptions } from './limits';

export interface EncodedImage {
  /** Null when the original already fits and is kept as it is. */
  blob: Blob | null;
  /** The photo check's findings; null when it did not run. */
  photoProblems: PhotoProblem[] | null;
}

/**
 * A photo the worker has not finished by then is given up there and the worker restarted;
 * compressImage then tries it once more on the main thread.
 */
const WORKER_TIMEOUT_MS = 60_000;

/** False once the worker could not start or crashed: later photos go straight to the main thread. */
let workerUsable = true;

export function workerCompressionSupported(): boolean {
  return (
    workerUsable &&
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap === 'function'
  );
}

type Pending = {
  resolve: (value: EncodedImage) => void;
  reject: (reason: Error) => void;
  timer: number;
};

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** Passport photos whose zone is still being read, after their compressed copy came back. */
const zoneReads = new Map<number, (zone: MrzRead | null) => void>();

function failAll(reason: Error) {
  pending.forEach((entry) => {
    window.clearTimeout(entry.timer);
    entry.reject(reason);
  });
  pending.clear();
  zoneReads.forEach((deliver) => deliver(null));
  zoneReads.clear();
  worker?.terminate();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  // Vite bundles the worker as its own module chunk; nothing is fetched from a CDN. Engines
  // without module workers throw here.
  let created: Worker;
  try {
    created = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    workerUsable = false;
    throw error;
  }
  created.onmessage = (event: MessageEvent<CompressReply | ZoneReply>) => {
    const reply = event.data;
    if ('zone' in reply) {
      zoneReads.get(reply.id)?.(reply.zone);
      zoneReads.delete(reply.id);
      return;
    }
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    window.clearTimeout(entry.timer);
    if (reply.ok) entry.resolve({ blob: reply.blob, photoProblems: reply.photoProblems });
    else {
      zoneReads.delete(reply.id);
      entry.reject(new Error(reply.message));
    }
  };
  // A script that fails to load or throws outside a request (a module worker that cannot start).
  created.onerror = (event) => {
    workerUsable = false;
    failAll(new Error(event.message || 'Compression worker failed.'));
  };
  worker = created;
  return created;
}

/**
 * Sends one image to the shared background worker and waits for its response. With `checkPhoto`,
 * `onZone` later gets the passport's machine-readable zone, or null.
 */
export function compressInWorker(
  file: Blob,
  options: CompressionOptions,
  checkPhoto = false,
  onZone?: (zone: MrzRead | null) => void,
): Promise<EncodedImage> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = window.setTimeout(() => {
      // A stuck decode would block every later photo: start over with a fresh worker.
      failAll(new Error('Image compression timed out.'));
    }, WORKER_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    if (checkPhoto && onZone) zoneReads.set(id, onZone);
    const request: CompressRequest = { id, file, options, checkPhoto };
    try {
      getWorker().postMessage(request);
    } catch (error) {
      pending.delete(id);
      zoneReads.delete(id);
      window.clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
