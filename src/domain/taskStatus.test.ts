import { describe, expect, it } from 'vitest';
import { bannerTone, cardTone, isEditable, menuIconKind, messageFor } from './taskStatus';

describe('task status model', () => {
  it.each([
    ['completed', 'completed'],
    ['complete', 'completed'],
    ['processing', 'review'],
    ['preprocessing', 'preparing'],
    ['uncomplete', 'action'],
    [null, 'action'],
    [undefined, 'action'],
    ['something-new', 'action'],
  ] as const)('menu icon for %s is %s', (status, kind) => {
    expect(menuIconKind(status)).toBe(kind);
  });

  it.each([
    ['preprocessing', 'info'],
    ['uncomplete', 'warning'],
    ['processing', 'primary'],
    ['completed', 'success'],
    ['complete', 'success'],
    ['unknown', 'secondary'],
    [null, 'secondary'],
  ] as const)('dashboard card alert for %s is %s', (status, tone) => {
    expect(cardTone(status)).toBe(tone);
  });

  it.each([
    ['uncomplete', 'warning'],
    ['processing', 'primary'],
    ['completed', 'success'],
    ['complete', 'success'],
    ['preprocessing', 'info'],
    [null, 'info'],
  ] as const)('page banner for %s is %s', (status, tone) => {
    expect(bannerTone(status)).toBe(tone);
  });

  it('allows edits only while uncomplete', () => {
    expect(
      ['uncomplete', 'processing', 'preprocessing', 'completed', 'complete', null].map(isEditable),
    ).toEqual([true, false, false, false, false, false]);
  });

  it('picks the status message of the current status only when it has text', () => {
    const messages = {
      uncomplete: { header: 'Action needed', body: 'Please submit.' },
      processing: { header: '', body: '' },
    };
    expect(messageFor('uncomplete', messages)).toEqual(messages.uncomplete);
    expect(messageFor('processing', messages)).toBeNull();
    expect(messageFor('completed', messages)).toBeNull();
    expect(messageFor(null, messages)).toBeNull();
  });
});
