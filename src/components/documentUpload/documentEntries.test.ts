import { describe, expect, it } from 'vitest';
import { toDocumentEntry } from './documentEntries';

describe('toDocumentEntry', () => {
  it('previews the file at fileBaseUrl + path', () => {
    const document = {
      id: 8,
      path: '/passports/KX-1/8-a.jpg',
      name: 'Passport',
      mimeType: 'image/jpeg',
    };
    expect(toDocumentEntry(document, 'http://files.test')).toEqual({
      ...document,
      url: 'http://files.test/passports/KX-1/8-a.jpg',
    });
  });
});
