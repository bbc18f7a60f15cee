/** Bundled by browserTiming.ts: reads one photo in a worker, as the portal's photo worker would. */
import { readPassportZone } from '../../src/lib/mrz/readPassportZone';

interface WorkerScope {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(message: { decodeMs: number; readMs: number; lines: string[] | null }): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const started = performance.now();
  const bitmap = await createImageBitmap(event.data);
  const decoded = performance.now();
  const read = readPassportZone(bitmap);
  scope.postMessage({
    decodeMs: decoded - started,
    readMs: performance.now() - decoded,
    lines: read ? read.lines : null,
  });
};
