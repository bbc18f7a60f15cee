import { describe, expect, it } from 'vitest';
import { INTERRUPTED_MESSAGE, cacheQueue, restoreQueue } from './queueCache';
import { initialQueue, type StagedFile } from './uploadQueue';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const item = (
  key: string,
  status: StagedFile['status'],
  error: string | null = null,
): StagedFile => ({
  key,
  file: file(`${key}.jpg`),
  status,
  progress: status === 'uploading' ? 40 : 0,
  error,
});

describe('staged files kept across a re-login', () => {
  it('starts empty for a guest with nothing kept', () => {
    expect(restoreQueue('7:customer_documents')).toEqual(initialQueue);
    expect(restoreQueue(undefined).items).toEqual([]);
  });

  it('gives back staged and failed files, marks an interrupted upload for retry, drops stored ones', () => {
    cacheQueue('8:flight_documents', {
      items: [
        item('a', 'staged'),
        item('b', 'uploading'),
        item('c', 'uploaded'),
        item('d', 'failed', 'Upload failed.'),
      ],
      run: ['b'],
      running: true,
      travellerAsks: 1,
    });
    const restored = restoreQueue('8:flight_documents');
    expect(restored.running).toBe(false);
    expect(restored.items.map((kept) => [kept.key, kept.status, kept.error])).toEqual([
      ['a', 'staged', null],
      ['b', 'failed', INTERRUPTED_MESSAGE],
      ['d', 'failed', 'Upload failed.'],
    ]);
  });

  it('never hands one guest the files of another', () => {
    cacheQueue('9:customer_documents', { ...initialQueue, items: [item('a', 'staged')] });
    expect(restoreQueue('10:customer_documents').items).toEqual([]);
  });
});
