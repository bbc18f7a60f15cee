import { describe, expect, it } from 'vitest';
import { documentIdOf, toDocumentEntry } from './documentEntries';

describe('documentIdOf', () => {
  it.each([
    [{ id: 3 }, 3],
    [{ meta_id: 4 }, 4],
    [{ document_id: 5 }, 5],
    [{ id: 3, meta_id: 4, document_id: 5 }, 3],
    [{ meta_id: 4, document_id: 5 }, 4],
    [{}, null],
  ])('%o has id %s', (document, expected) => {
    expect(documentIdOf(document)).toBe(expected);
  });
});

describe('toDocumentEntry', () => {
  it('builds the client file entry with url = fileBaseUrl + path', () => {
    expect(
      toDocumentEntry(
        { meta_id: 8, path: '/passports/KX-1/8-a.jpg', title: 'Passport', mime_type: 'image/jpeg' },
        'http://files.test',
      ),
    ).toEqual({
      id: 8,
      path: '/passports/KX-1/8-a.jpg',
      name: 'Passport',
      url: 'http://files.test/passports/KX-1/8-a.jpg',
      type: 'image/jpeg',
      uploaded: true,
    });
  });

  it('falls back to name, then the file name of the path', () => {
    const base = { path: '/f/ticket%20one.pdf', mime_type: 'application/pdf' };
    expect(toDocumentEntry({ ...base, name: 'E-ticket' }, '').name).toBe('E-ticket');
    expect(toDocumentEntry(base, '').name).toBe('ticket one.pdf');
  });
});
