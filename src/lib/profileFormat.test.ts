import { describe, expect, it } from 'vitest';
import {
  composeGuestName,
  composePassengerName,
  formatCalendarDate,
  parseCalendarDate,
  spellCalendarDate,
  tourEnd,
} from './profileFormat';

describe('guest name', () => {
  it('composes prefix, last, middle, first, each capitalised', () => {
    expect(
      composeGuestName({
        prefix: 'ms.',
        firstname: 'emma',
        middlename: 'JANE',
        lastname: 'walker',
      }),
    ).toBe('Ms. Walker Jane Emma');
  });

  it('leaves out a missing middle name and prefix', () => {
    expect(
      composeGuestName({ prefix: null, firstname: 'kenji', middlename: '', lastname: 'tanaka' }),
    ).toBe('Tanaka Kenji');
  });

  it('capitalises every part of a compound name', () => {
    expect(composeGuestName({ firstname: 'mary-ann', lastname: "o'neil" })).toBe("O'Neil Mary-Ann");
  });

  it('names a passenger prefix, first, last, capitalised the same way', () => {
    expect(composePassengerName({ prefix: 'mr.', firstname: 'DANIEL', lastname: 'walker' })).toBe(
      'Mr. Daniel Walker',
    );
    expect(composePassengerName({ prefix: null, firstname: 'yui', lastname: ' tanaka ' })).toBe(
      'Yui Tanaka',
    );
  });
});

describe('calendar dates', () => {
  it.each(['2026-04-10', '2026-04-10 00:00:00', '2026-04-10T00:00:00Z'])(
    'shows %s as 04/10/2026',
    (value) => {
      expect(formatCalendarDate(parseCalendarDate(value))).toBe('04/10/2026');
    },
  );

  it.each([null, undefined, '', 'not a date', '2026-02-30'])('shows a dash for %j', (value) => {
    expect(formatCalendarDate(parseCalendarDate(value))).toBe('-');
  });

  it('spells the month, so 04/10 cannot be read as the 4th of October', () => {
    expect(spellCalendarDate(parseCalendarDate('2026-04-10'))).toBe('April 10, 2026');
    expect(spellCalendarDate(parseCalendarDate('2027-12-01'), false)).toBe('December 1');
    expect(spellCalendarDate(parseCalendarDate('2026-02-30'))).toBe('');
    expect(spellCalendarDate(null)).toBe('');
  });

  it('ends a 12-day tour starting 04/10/2026 on 04/21/2026', () => {
    expect(formatCalendarDate(tourEnd(parseCalendarDate('2026-04-10'), 12))).toBe('04/21/2026');
  });

  it('crosses month and year ends', () => {
    expect(formatCalendarDate(tourEnd(parseCalendarDate('2026-12-25'), 10))).toBe('01/03/2027');
    expect(formatCalendarDate(tourEnd(parseCalendarDate('2028-02-28'), 2))).toBe('02/29/2028');
  });

  it('has no end without a start or a length', () => {
    expect(tourEnd(null, 5)).toBeNull();
    expect(tourEnd(parseCalendarDate('2026-04-10'), null)).toBeNull();
  });
});

describe('profile formatting of values of the wrong type', () => {
  it('reads a date that is not text as missing instead of throwing', () => {
    expect(parseCalendarDate(20261103 as unknown as string)).toBeNull();
    expect(formatCalendarDate(parseCalendarDate({} as unknown as string))).toBe('-');
  });

  it('never shows NaN for a broken date or length', () => {
    expect(formatCalendarDate({ year: NaN, month: 1, day: 1 })).toBe('-');
    const start = parseCalendarDate('2026-11-03');
    expect(formatCalendarDate(tourEnd(start, Infinity))).toBe('-');
    expect(formatCalendarDate(tourEnd(start, 2.5))).toBe('-');
  });

  it('leaves out name parts that are not text', () => {
    expect(composeGuestName({ firstname: 42 as unknown as string, lastname: 'sato' })).toBe('Sato');
  });
});
