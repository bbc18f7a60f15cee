import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompressReply, CompressRequest } from './compress.worker';

/**
 * The worker path fails at run time in ways a feature check cannot see; each must end in the
 * main-thread library path, not in "Could not read the image".
 */
type WorkerBehaviour =
  | { kind: 'replies'; reply: (request: CompressRequest) => CompressReply }
  | { kind: 'cannot start' }
  | { kind: 'constructor throws' };

const world = {
  worker: { kind: 'cannot start' } as WorkerBehaviour,
  workersCreated: 0,
  compressorFails: false,
  compressorCalls: 0,
};

class FakeWorker {
  onmessage: ((event: MessageEvent<CompressReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  constructor() {
    world.workersCreated += 1;
    if (world.worker.kind === 'constructor throws') {
      throw new TypeError('Module scripts are not supported on DedicatedWorker yet.');
    }
  }

  postMessage(request: CompressRequest) {
    const behaviour = world.worker;
    setTimeout(() => {
      if (behaviour.kind === 'replies') {
        this.onmessage?.(new MessageEvent('message', { data: behaviour.reply(request) }));
      } else {
        this.onerror?.(new ErrorEvent('error', { message: 'Failed to load worker script.' }));
      }
    }, 0);
  }

  terminate() {}
}

vi.mock('compressorjs', () => ({
  default: class {
    constructor(
      _file: Blob,
      options: { success?: (blob: Blob) => void; error?: (error: Error) => void },
    ) {
      world.compressorCalls += 1;
      if (world.compressorFails) options.error?.(new Error('decode failed'));
      else options.success?.(new Blob([new Uint8Array(500_000)], { type: 'image/jpeg' }));
    }
  },
}));

const photo = () => new File([new Uint8Array(3_000_000)], 'passport.jpg', { type: 'image/jpeg' });

/** A fresh module per test: a worker found broken stays broken for the page's lifetime. */
const load = () => import('./compressImage');

beforeEach(() => {
  vi.resetModules();
  Object.assign(world, { workersCreated: 0, compressorFails: false, compressorCalls: 0 });
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('unused on the main thread')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('compressImage when the worker path fails at run time', () => {
  it('uses the worker when it responds, and never the library', async () => {
    world.worker = {
      kind: 'replies',
      reply: ({ id }) => ({
        id,
        ok: true,
        blob: new Blob([new Uint8Array(700_000)], { type: 'image/jpeg' }),
        width: 1920,
        height: 1440,
        photoProblems: null,
      }),
    };
    const { compressImage } = await load();
    const result = await compressImage(photo());
    expect(result.size).toBe(700_000);
    expect(world.compressorCalls).toBe(0);
  });

  it('falls back when createImageBitmap rejects an option inside the worker', async () => {
    world.worker = {
      kind: 'replies',
      reply: ({ id }) => ({
        id,
        ok: false,
        message:
          "Failed to execute 'createImageBitmap': The provided value 'from-image' is not a valid enum value of type ImageOrientation.",
      }),
    };
    const { compressImage } = await load();
    const result = await compressImage(photo());
    expect(result.size).toBe(500_000);
    expect(result.name).toBe('passport.jpg');
    expect(world.compressorCalls).toBeGreaterThan(0);
    // A rejected option is about one call, not the worker: the next photo tries the worker again.
    await compressImage(photo());
    expect(world.workersCreated).toBe(1);
  });

  it('falls back when an error inside the worker takes it down, and stops using it', async () => {
    world.worker = { kind: 'cannot start' };
    const { compressImage } = await load();
    expect((await compressImage(photo())).size).toBe(500_000);
    expect(world.workersCreated).toBe(1);
    const callsAfterFirst = world.compressorCalls;
    expect((await compressImage(photo())).size).toBe(500_000);
    // The second photo goes straight to the library: no new worker is started.
    expect(world.workersCreated).toBe(1);
    expect(world.compressorCalls).toBeGreaterThan(callsAfterFirst);
  });

  it('falls back when the engine cannot start a module worker at all', async () => {
    world.worker = { kind: 'constructor throws' };
    const { compressImage } = await load();
    expect((await compressImage(photo())).size).toBe(500_000);
    await compressImage(photo());
    expect(world.workersCreated).toBe(1);
  });

  it('reports an unreadable image only when the library fails too', async () => {
    world.worker = { kind: 'cannot start' };
    world.compressorFails = true;
    const { compressImage, ImageDecodeError } = await load();
    await expect(compressImage(photo())).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe('compressAndCheckPhoto', () => {
  it('asks the worker for the photo check and passes its verdict on with the compressed file', async () => {
    const asked: boolean[] = [];
    world.worker = {
      kind: 'replies',
      reply: (request) => {
        asked.push(request.checkPhoto);
        return {
          id: request.id,
          ok: true,
          blob: new Blob([new Uint8Array(700_000)], { type: 'image/jpeg' }),
          width: 1920,
          height: 1440,
          photoProblems: request.checkPhoto ? ['blurry', 'tooDark'] : null,
        };
      },
    };
    const { compressAndCheckPhoto, compressImage } = await load();
    const checked = await compressAndCheckPhoto(photo());
    expect(checked.photoProblems).toEqual(['blurry', 'tooDark']);
    expect(checked.file.size).toBe(700_000);
    await compressImage(photo());
    expect(asked).toEqual([true, false]);
  });

  it('skips the check, and still compresses, when only the main-thread path works', async () => {
    world.worker = { kind: 'cannot start' };
    const { compressAndCheckPhoto } = await load();
    const checked = await compressAndCheckPhoto(photo());
    expect(checked).toMatchObject({ photoProblems: null });
    expect(checked.file.size).toBe(500_000);
  });
});
