import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage, ImageDecodeError } from './compressImage';

/** compressorjs stand-in: output size shrinks with quality; `fail` simulates an undecodable file. */
const behaviour = { bytesAt: (quality: number) => Math.round(quality * 2_000_000), fail: false };
const seenOptions: { quality?: number; maxWidth?: number; checkOrientation?: boolean }[] = [];

vi.mock('compressorjs', () => ({
  default: class {
    constructor(
      _file: Blob,
      options: {
        quality?: number;
        maxWidth?: number;
        checkOrientation?: boolean;
        success?: (blob: Blob) => void;
        error?: (error: Error) => void;
      },
    ) {
      seenOptions.push(options);
      if (behaviour.fail) {
        options.error?.(new Error('decode failed'));
        return;
      }
      const size = behaviour.bytesAt(options.quality ?? 0.8);
      const blob = new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
      options.success?.(blob);
    }
  },
}));

beforeEach(() => {
  seenOptions.length = 0;
  behaviour.fail = false;
  behaviour.bytesAt = (quality) => Math.round(quality * 2_000_000);
});

// jsdom has no Worker/OffscreenCanvas: this exercises the main-thread fallback.
describe('compressImage without worker support (compressorjs fallback)', () => {
  it('steps the quality down until the result is at most 1 MB, at most 1920 px, EXIF-aware', async () => {
    const photo = new File([new Uint8Array(10)], 'passport.jpg', { type: 'image/jpeg' });
    const result = await compressImage(photo);
    expect(result.size).toBeLessThanOrEqual(1024 * 1024);
    expect(result.name).toBe('passport.jpg');
    expect(seenOptions.map((options) => options.quality)).toEqual([
      0.86, 0.78, 0.7, 0.62, 0.54, 0.46,
    ]);
    expect(seenOptions[0]).toMatchObject({ maxWidth: 1920, checkOrientation: true });
  });

  it('renames a PNG that became JPEG', async () => {
    behaviour.bytesAt = () => 300_000;
    const scan = new File([new Uint8Array(10)], 'scan.png', { type: 'image/png' });
    const result = await compressImage(scan);
    expect([result.name, result.type]).toEqual(['scan.jpg', 'image/jpeg']);
  });

  it('reports an undecodable image as ImageDecodeError', async () => {
    behaviour.fail = true;
    const broken = new File([new Uint8Array(10)], 'broken.jpg', { type: 'image/jpeg' });
    await expect(compressImage(broken)).rejects.toBeInstanceOf(ImageDecodeError);
  });
});
