import { describe, expect, it } from 'vitest';
import type { PortalDocument } from '../../api/responses';
import { keptFor, noteUploaded, parseKept, settleKept } from './keptExpiries';

const KEY = 'portal.passportExpiry.7';
const kept = () => parseKept(localStorage.getItem(KEY));
const doc = (id: number | null, name: string): PortalDocument => ({
  id,
  name,
  path: `/passports/${id}-${name}`,
  mimeType: 'image/jpeg',
});
const verdict = { travellerId: 1, message: 'Expires April 15, 2026, before your tour ends' };

describe('kept expiry verdicts', () => {
  it('waits for the list to show an upload, then holds to that document alone', () => {
    noteUploaded('7', 'passport-emma-walker.jpg', verdict);
    // The list has not been reloaded yet: the verdict waits for it.
    settleKept('7', []);
    expect(kept()).toEqual([
      { document: 'passport-emma-walker.jpg', documentId: null, ...verdict },
    ]);

    settleKept('7', [doc(7, 'passport-emma-walker.jpg')]);
    expect(kept()[0]?.documentId).toBe(7);
    expect(keptFor(kept(), doc(7, 'passport-emma-walker.jpg'))).toBeDefined();
    // Deleted and uploaded again from another device under the same name: another document.
    expect(keptFor(kept(), doc(9, 'passport-emma-walker.jpg'))).toBeUndefined();
    settleKept('7', [doc(9, 'passport-emma-walker.jpg')]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets a verdict under a name uploaded again with a passport that lasts the tour', () => {
    noteUploaded('7', 'passport-emma-walker.jpg', verdict);
    noteUploaded('7', 'passport-emma-walker.jpg', null);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps each guest’s verdicts apart and reads nothing unreadable', () => {
    noteUploaded('7', 'passport-emma-walker.jpg', verdict);
    expect(localStorage.getItem('portal.passportExpiry.8')).toBeNull();
    expect(parseKept('{')).toEqual([]);
    expect(parseKept('[{"document":"a.jpg"},7]')).toEqual([]);
  });
});
