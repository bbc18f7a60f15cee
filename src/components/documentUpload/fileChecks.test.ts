import { describe, expect, it, vi } from 'vitest';
import {
  acceptedTypeOf,
  checkFiles,
  MAX_FILE_BYTES,
  TOO_MANY_MESSAGE,
  invalidTypeMessage,
  tooLargeMessage,
} from './fileChecks';

const MB = 1024 * 1024;

/** A File of the given size without allocating it (only `size` is read by the checks). */
function fakeFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Stands in for the worker: a compressed image of `size` bytes, same name, JPEG. */
const compressTo = (size: number) =>
  vi.fn(async (file: File) => fakeFile(file.name.replace(/\.\w+$/, '.jpg'), 'image/jpeg', size));

describe('acceptedTypeOf', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg', 'image/jpeg'],
    ['scan.png', 'image/png', 'image/png'],
    ['ticket.pdf', 'application/pdf', 'application/pdf'],
    // The browser reports no type: the extension decides.
    ['photo.jpg', '', 'image/jpeg'],
    ['PHOTO.JPEG', '', 'image/jpeg'],
    ['scan.png', '', 'image/png'],
    ['ticket.PDF', '', 'application/pdf'],
    // The reported type wins over the extension.
    ['photo.jpg', 'image/gif', null],
    ['notes.txt', 'text/plain', null],
    ['notes.txt', '', null],
    ['image.heic', '', null],
    ['noextension', '', null],
    ['pdf', '', null],
  ])('%s reported as "%s" is %s', (name, type, expected) => {
    expect(acceptedTypeOf({ name, type })).toBe(expected);
  });
});

describe('checkFiles (order: type, compress + size, count)', () => {
  it('rejects other types by MIME and by extension with the type message', async () => {
    const result = await checkFiles(
      [fakeFile('virus.exe', 'application/x-msdownload'), fakeFile('notes.txt', '')],
      { currentCount: 0, compress: compressTo(500) },
    );
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual([
      invalidTypeMessage('virus.exe'),
      'Invalid file type: notes.txt',
    ]);
  });

  it('gives a file without a reported type the type of its extension', async () => {
    const result = await checkFiles([fakeFile('ticket.pdf', '')], {
      currentCount: 0,
      compress: compressTo(500),
    });
    expect(result.accepted[0]?.type).toBe('application/pdf');
  });

  it('rejects a 2.1 MB PDF and never compresses PDFs', async () => {
    const compress = compressTo(500);
    const result = await checkFiles([fakeFile('ticket.pdf', 'application/pdf', 2.1 * MB)], {
      currentCount: 0,
      compress,
    });
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual(['File too large (max 2MB): ticket.pdf']);
    expect(compress).not.toHaveBeenCalled();
  });

  it('keeps a PDF of exactly 2 MB', async () => {
    const result = await checkFiles([fakeFile('ticket.pdf', 'application/pdf', MAX_FILE_BYTES)], {
      currentCount: 0,
      compress: compressTo(500),
    });
    expect(result.accepted).toHaveLength(1);
    expect(result.messages).toEqual([]);
  });

  it('keeps a 6 MB JPEG that compresses below 2 MB (the limit applies to what is uploaded)', async () => {
    const compress = compressTo(0.9 * MB);
    const photo = fakeFile('passport.jpg', 'image/jpeg', 6 * MB);
    const result = await checkFiles([photo], { currentCount: 0, compress });
    expect(compress).toHaveBeenCalledWith(photo);
    expect(result.messages).toEqual([]);
    expect(result.accepted).toHaveLength(1);
    expect(result.accepted[0]?.size).toBe(0.9 * MB);
  });

  it('compresses PNGs too, and keeps the new (JPEG) name', async () => {
    const result = await checkFiles([fakeFile('scan.png', 'image/png', 5 * MB)], {
      currentCount: 0,
      compress: compressTo(MB),
    });
    expect(result.accepted.map((file) => [file.name, file.type])).toEqual([
      ['scan.jpg', 'image/jpeg'],
    ]);
  });

  it('gives an image that cannot be decoded and stays over 2 MB the size message', async () => {
    const compress = vi.fn(async () => {
      throw new Error('out of memory');
    });
    const result = await checkFiles([fakeFile('huge.jpg', 'image/jpeg', 40 * MB)], {
      currentCount: 0,
      compress,
    });
    expect(result.messages).toEqual([tooLargeMessage('huge.jpg')]);
    expect(result.accepted).toEqual([]);
  });

  it('rejects an image still over 2 MB after compression', async () => {
    const result = await checkFiles([fakeFile('noise.png', 'image/png', 9 * MB)], {
      currentCount: 0,
      compress: compressTo(2.5 * MB),
    });
    expect(result.messages).toEqual(['File too large (max 2MB): noise.png']);
  });

  it('refuses the 13th file over uploaded plus staged', async () => {
    const result = await checkFiles([fakeFile('13th.pdf', 'application/pdf')], {
      currentCount: 12,
      compress: compressTo(500),
    });
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual(['Maximum number of files (12) exceeded.']);
  });

  it('keeps the valid files of a drop up to 12 and reports every problem', async () => {
    const drop = [
      fakeFile('a.pdf', 'application/pdf'),
      fakeFile('bad.gif', 'image/gif'),
      fakeFile('big.pdf', 'application/pdf', 3 * MB),
      fakeFile('b.jpg', 'image/jpeg', 4 * MB),
      fakeFile('c.png', 'image/png'),
    ];
    const result = await checkFiles(drop, { currentCount: 10, compress: compressTo(500) });
    expect(result.accepted.map((file) => file.name)).toEqual(['a.pdf', 'b.jpg']);
    expect(result.messages).toEqual([
      'Invalid file type: bad.gif',
      'File too large (max 2MB): big.pdf',
      TOO_MANY_MESSAGE,
    ]);
  });

  it('does not count files dropped for type or size against the limit', async () => {
    const result = await checkFiles(
      [fakeFile('big.pdf', 'application/pdf', 3 * MB), fakeFile('ok.pdf', 'application/pdf')],
      { currentCount: 11, compress: compressTo(500) },
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.pdf']);
    expect(result.messages).toEqual(['File too large (max 2MB): big.pdf']);
  });
});
