import { describe, expect, it, vi } from 'vitest';
import {
  acceptedTypeOf,
  alreadyStagedMessage,
  alreadyUploadedMessage,
  checkFiles,
  emptyFileMessage,
  MAX_FILE_BYTES,
  notWhatItSaysMessage,
  maxFilesFor,
  tooManyLead,
  invalidTypeMessage,
  tooLargeMessage,
  unreadableImageMessage,
} from './fileChecks';
import { fingerprintOf } from './fileSignature';

const MB = 1024 * 1024;

/** The first bytes of a real JPEG, PNG (declaring `width` x `height`) and PDF. */
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
/** A PNG's signature and IHDR chunk, then (unless cut off) its closing IEND chunk. */
const pngHead = (width = 640, height = 480, { cutOff = false } = {}) => {
  const head = new Uint8Array(cutOff ? 24 : 36);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(head.buffer).setUint32(16, width);
  new DataView(head.buffer).setUint32(20, height);
  if (!cutOff) head.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 24);
  return head;
};
const headFor = (name: string, type: string): BlobPart => {
  const kind = type || name.split('.').pop()?.toLowerCase();
  if (kind === 'image/jpeg' || kind === 'jpg' || kind === 'jpeg') return new Uint8Array(JPEG_HEAD);
  if (kind === 'image/png' || kind === 'png') return pngHead();
  if (kind === 'application/pdf' || kind === 'pdf') return '%PDF-1.7\n';
  return 'x';
};

/** A File whose bytes match its type, of the given size without allocating it. */
function fakeFile(name: string, type: string, size = 1000, content = headFor(name, type)): File {
  const file = new File([content], name, { type });
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
      { maxFiles: 12, currentCount: 0, compress: compressTo(500) },
    );
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual([
      invalidTypeMessage({ name: 'virus.exe', type: 'application/x-msdownload' }),
      'Invalid file type: notes.txt. Only JPEG, PNG or PDF files can be uploaded: save the document as a PDF, or take a photo of it.',
    ]);
  });

  it('tells how to get a JPEG from an iPhone photo (HEIC), by type or by name', async () => {
    const result = await checkFiles(
      [fakeFile('passport.heic', 'image/heic'), fakeFile('IMG_0042.HEIF', '')],
      { maxFiles: 12, currentCount: 0, compress: compressTo(500) },
    );
    const iphone =
      'Only JPEG, PNG or PDF files can be uploaded. On an iPhone, choose the photo from Photo Library (not Files) and it is sent as a JPEG, or set Settings > Camera > Formats to Most Compatible.';
    expect(result.messages).toEqual([
      `Invalid file type: passport.heic. ${iphone}`,
      `Invalid file type: IMG_0042.HEIF. ${iphone}`,
    ]);
  });

  it('gives a file without a reported type the type of its extension', async () => {
    const result = await checkFiles([fakeFile('ticket.pdf', '')], {
      maxFiles: 12,
      currentCount: 0,
      compress: compressTo(500),
    });
    expect(result.accepted[0]?.type).toBe('application/pdf');
  });

  it('rejects a 2.1 MB PDF and never compresses PDFs', async () => {
    const compress = compressTo(500);
    const result = await checkFiles([fakeFile('ticket.pdf', 'application/pdf', 2.1 * MB)], {
      maxFiles: 12,
      currentCount: 0,
      compress,
    });
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual([
      'File too large (max 2MB): ticket.pdf. Photos are made smaller for you, but a PDF must be under 2 MB: save only the pages needed or at a lower quality, or upload a photo of each page instead.',
    ]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('keeps a PDF of exactly 2 MB', async () => {
    const result = await checkFiles([fakeFile('ticket.pdf', 'application/pdf', MAX_FILE_BYTES)], {
      maxFiles: 12,
      currentCount: 0,
      compress: compressTo(500),
    });
    expect(result.accepted).toHaveLength(1);
    expect(result.messages).toEqual([]);
  });

  it('keeps a 6 MB JPEG that compresses below 2 MB (the limit applies to what is uploaded)', async () => {
    const compress = compressTo(0.9 * MB);
    const photo = fakeFile('passport.jpg', 'image/jpeg', 6 * MB);
    const result = await checkFiles([photo], { maxFiles: 12, currentCount: 0, compress });
    expect(compress).toHaveBeenCalledWith(photo);
    expect(result.messages).toEqual([]);
    expect(result.accepted).toHaveLength(1);
    expect(result.accepted[0]?.size).toBe(0.9 * MB);
  });

  it('compresses PNGs too, and keeps the new (JPEG) name', async () => {
    const result = await checkFiles([fakeFile('scan.png', 'image/png', 5 * MB)], {
      maxFiles: 12,
      currentCount: 0,
      compress: compressTo(MB),
    });
    expect(result.accepted.map((file) => [file.name, file.type])).toEqual([
      ['scan.jpg', 'image/jpeg'],
    ]);
  });

  it('rejects an image that cannot be decoded, small or large, naming it', async () => {
    const compress = vi.fn(async () => {
      throw new Error('cannot decode');
    });
    const result = await checkFiles(
      [fakeFile('huge.jpg', 'image/jpeg', 40 * MB), fakeFile('broken.png', 'image/png', 69)],
      { maxFiles: 12, currentCount: 0, compress },
    );
    expect(result.messages).toEqual([
      unreadableImageMessage('huge.jpg'),
      unreadableImageMessage('broken.png'),
    ]);
    expect(result.accepted).toEqual([]);
  });

  it('rejects an image still over 2 MB after compression', async () => {
    const result = await checkFiles([fakeFile('noise.png', 'image/png', 9 * MB)], {
      maxFiles: 12,
      currentCount: 0,
      compress: compressTo(2.5 * MB),
    });
    expect(result.messages).toEqual([
      'File too large (max 2MB): noise.png. Even made smaller, this photo is over 2 MB: take it again, or choose a smaller copy.',
    ]);
  });

  it('rejects the 13th file over uploaded plus staged', async () => {
    const result = await checkFiles([fakeFile('13th.pdf', 'application/pdf')], {
      maxFiles: 12,
      currentCount: 12,
      compress: compressTo(500),
    });
    expect(result.accepted).toEqual([]);
    expect(result.messages).toEqual([
      'Maximum number of files (12) exceeded. Not added: 13th.pdf. Remove or delete a file to make room.',
    ]);
  });

  it('keeps the valid files of a drop up to 12 and reports every problem', async () => {
    const drop = [
      fakeFile('a.pdf', 'application/pdf'),
      fakeFile('bad.gif', 'image/gif'),
      fakeFile('big.pdf', 'application/pdf', 3 * MB),
      fakeFile('b.jpg', 'image/jpeg', 4 * MB),
      fakeFile('c.png', 'image/png'),
    ];
    const result = await checkFiles(drop, {
      maxFiles: 12,
      currentCount: 10,
      compress: compressTo(500),
    });
    expect(result.accepted.map((file) => file.name)).toEqual(['a.pdf', 'b.jpg']);
    expect(result.messages).toEqual([
      invalidTypeMessage({ name: 'bad.gif', type: 'image/gif' }),
      tooLargeMessage('big.pdf', 'pdf'),
      `${tooManyLead(12)} Not added: c.png. Remove or delete a file to make room.`,
    ]);
  });

  it("takes a 13th file up to the booking's limit of one file per passenger", async () => {
    expect(maxFilesFor(4)).toBe(12);
    expect(maxFilesFor(24)).toBe(24);
    const drop = [fakeFile('13th.pdf', 'application/pdf'), fakeFile('25th.pdf', 'application/pdf')];
    const result = await checkFiles(drop, {
      maxFiles: maxFilesFor(13),
      currentCount: 12,
      compress: compressTo(500),
    });
    expect(result.accepted.map((file) => file.name)).toEqual(['13th.pdf']);
    expect(result.messages).toEqual([
      'Maximum number of files (13) exceeded. Not added: 25th.pdf. Remove or delete a file to make room.',
    ]);
  });

  it('does not count files dropped for type or size against the limit', async () => {
    const result = await checkFiles(
      [fakeFile('big.pdf', 'application/pdf', 3 * MB), fakeFile('ok.pdf', 'application/pdf')],
      { maxFiles: 12, currentCount: 11, compress: compressTo(500) },
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.pdf']);
    expect(result.messages).toEqual([tooLargeMessage('big.pdf', 'pdf')]);
  });
});

describe('checkFiles: the bytes, not the name, and nothing twice', () => {
  const ok = compressTo(500);

  it('rejects a 0-byte file and keeps the rest of the drop', async () => {
    const result = await checkFiles(
      [new File([], 'empty.jpg', { type: 'image/jpeg' }), fakeFile('a.pdf', 'application/pdf')],
      { maxFiles: 12, currentCount: 0, compress: ok },
    );
    expect(result.messages).toEqual([emptyFileMessage('empty.jpg')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.pdf']);
  });

  it('rejects a program renamed .jpg, whatever the browser reports', async () => {
    const exe = fakeFile('holiday.jpg', 'image/jpeg', 4000, 'MZ\u0090\u0000 program');
    const result = await checkFiles([exe], { maxFiles: 12, currentCount: 0, compress: ok });
    expect(result.messages).toEqual([notWhatItSaysMessage('holiday.jpg')]);
    expect(result.messages[0]).toMatch(
      /^Invalid file type: holiday\.jpg\. It is not a JPEG, PNG or PDF file/,
    );
    expect(ok).not.toHaveBeenCalled();
  });

  it('uploads a PDF renamed .png as the PDF it is, never through the image path', async () => {
    const compress = compressTo(500);
    const pdf = fakeFile('ticket.png', 'image/png', 3000, '%PDF-1.4\n');
    const result = await checkFiles([pdf], { maxFiles: 12, currentCount: 0, compress });
    expect(compress).not.toHaveBeenCalled();
    expect(result.accepted.map((file) => [file.name, file.type])).toEqual([
      ['ticket.pdf', 'application/pdf'],
    ]);
  });

  it('rejects a tiny PNG that claims 20000 x 20000 pixels before trying to decode it', async () => {
    const compress = compressTo(500);
    const bomb = fakeFile('scan.png', 'image/png', 69, pngHead(20000, 20000));
    const result = await checkFiles([bomb], { maxFiles: 12, currentCount: 0, compress });
    expect(result.messages).toEqual([unreadableImageMessage('scan.png')]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('rejects a PNG cut off before its end, which a browser would draw half blank', async () => {
    const compress = compressTo(500);
    const result = await checkFiles(
      [fakeFile('cut.png', 'image/png', 24, pngHead(640, 480, { cutOff: true }))],
      { maxFiles: 12, currentCount: 0, compress },
    );
    expect(result.messages).toEqual([unreadableImageMessage('cut.png')]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('reads the declared size of a JPEG from its start-of-frame header', async () => {
    const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x4e, 0x20, 0x4e, 0x20, 0x03];
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, ...sof]);
    const compress = compressTo(500);
    const result = await checkFiles([fakeFile('big.jpg', 'image/jpeg', 500, bytes)], {
      maxFiles: 12,
      currentCount: 0,
      compress,
    });
    expect(result.messages).toEqual([unreadableImageMessage('big.jpg')]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('stages the same file once when a drop holds it twice', async () => {
    const file = fakeFile('a.pdf', 'application/pdf');
    const result = await checkFiles([file, file], { maxFiles: 12, currentCount: 0, compress: ok });
    expect(result.accepted).toHaveLength(1);
    expect(result.messages).toEqual([alreadyStagedMessage('a.pdf')]);
  });

  it('rejects a file already staged or uploaded, and accepts one only alike in name and size', async () => {
    const staged = fakeFile('a.pdf', 'application/pdf', 1000, '%PDF-1.7 first');
    const uploaded = fakeFile('b.pdf', 'application/pdf', 1000, '%PDF-1.7 second');
    const stagedPrint = await fingerprintOf(staged);
    const uploadedPrint = await fingerprintOf(uploaded);
    const known = (print: string) =>
      print === stagedPrint ? 'staged' : print === uploadedPrint ? 'uploaded' : null;
    const sameNameOtherContent = fakeFile('a.pdf', 'application/pdf', 1000, '%PDF-1.7 other');
    const result = await checkFiles(
      [
        fakeFile('a.pdf', 'application/pdf', 1000, '%PDF-1.7 first'),
        fakeFile('b.pdf', 'application/pdf', 1000, '%PDF-1.7 second'),
        sameNameOtherContent,
      ],
      { maxFiles: 12, currentCount: 0, compress: ok, known },
    );
    expect(result.messages).toEqual([
      alreadyStagedMessage('a.pdf'),
      alreadyUploadedMessage('b.pdf'),
    ]);
    expect(result.accepted).toEqual([sameNameOtherContent]);
    expect(result.fingerprints.get(sameNameOtherContent)).toBe(
      await fingerprintOf(sameNameOtherContent),
    );
  });

  it('tells the same content from another without the browser crypto (plain http in development)', async () => {
    const same = [1, 2].map(() => fakeFile('a.pdf', 'application/pdf', 1000, '%PDF-1.7 first'));
    const other = fakeFile('a.pdf', 'application/pdf', 1000, '%PDF-1.7 other');
    const withCrypto = await fingerprintOf(same[0]);
    vi.stubGlobal('crypto', undefined);
    try {
      expect(await fingerprintOf(same[0])).toBe(await fingerprintOf(same[1]));
      expect(await fingerprintOf(other)).not.toBe(await fingerprintOf(same[0]));
      expect(await fingerprintOf(same[0])).not.toBe(withCrypto);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await fingerprintOf(same[1])).toBe(withCrypto);
  });
});
