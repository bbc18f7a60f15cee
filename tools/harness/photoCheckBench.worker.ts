/** Times the photo check alone on a decoded photo, in a worker like the portal's. */
import { checkPhoto } from '../../src/lib/photoCheck/checkPhoto';

interface BenchScope {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(message: { decodeMs: number; checkMs: number; problems: string[] }): void;
}
const scope = self as unknown as BenchScope;

scope.onmessage = async (event) => {
  const started = performance.now();
  const bitmap = await createImageBitmap(event.data, { imageOrientation: 'from-image' });
  const decoded = performance.now();
  const { problems } = checkPhoto(bitmap);
  const checked = performance.now();
  bitmap.close();
  scope.postMessage({ decodeMs: decoded - started, checkMs: checked - decoded, problems });
};
