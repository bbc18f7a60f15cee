import { describe, expect, it } from 'vitest';
import { composeTd3 } from './composeTd3';
import { matchPassenger, mrzForms, type PassengerName } from './matchPassenger';
import { parseTd3 } from './td3';

const booking: PassengerName[] = [
  { id: 1, firstname: 'Emma', lastname: 'Walker' },
  { id: 2, firstname: 'James', middlename: 'Robert', lastname: 'Walker' },
  { id: 3, firstname: 'Jürgen', lastname: 'Müller-Åberg' },
  { id: 4, firstname: 'José', lastname: 'Peña' },
  { id: 5, firstname: 'Søren', lastname: 'Weiß' },
];

/** What the zone of this passport holds, written and read back through the parser. */
function zone(surname: string, givenNames: string) {
  const lines = composeTd3({
    issuingState: 'GBR',
    surname,
    givenNames,
    documentNumber: '123456789',
    nationality: 'GBR',
    birth: '800101',
    sex: 'F',
    expiry: '300101',
    personalNumber: '',
  });
  const result = parseTd3(...lines, 2026);
  if (!result.ok) throw new Error(result.reason);
  return result.read;
}

const pick = (surname: string, given: string, list = booking) =>
  matchPassenger(zone(surname, given), list)?.id ?? null;

describe('mrzForms', () => {
  it('writes accents the ICAO ways', () => {
    expect(mrzForms('Müller')).toEqual(['MUELLER', 'MULLER']);
    expect(mrzForms('Weiß')).toEqual(['WEISS']);
    expect(mrzForms('Åberg')).toEqual(['AABERG', 'ABERG']);
    expect(mrzForms('Søren')).toEqual(['SOEREN', 'SOREN']);
    expect(mrzForms('Peña')).toEqual(['PENA']);
    expect(mrzForms("O'Neil")).toEqual(['ONEIL']);
  });
});

describe('matchPassenger', () => {
  it('picks by surname and given name, and tells apart family members', () => {
    expect(pick('Walker', 'Emma')).toBe(1);
    expect(pick('Walker', 'James Robert')).toBe(2);
  });

  it('tolerates a middle name the booking lacks, and a missing one', () => {
    expect(pick('Walker', 'Emma Louise')).toBe(1);
    expect(pick('Walker', 'James')).toBe(2);
  });

  it('tolerates the booking holding the names the other way round', () => {
    const swapped = [{ id: 9, firstname: 'Walker', lastname: 'Emma' }];
    expect(pick('Walker', 'Emma', swapped)).toBe(9);
  });

  it('reads accents written as MRZ letters, either way ICAO allows', () => {
    expect(pick('Mueller Aaberg', 'Juergen')).toBe(3);
    expect(pick('Muller Aberg', 'Jurgen')).toBe(3);
    expect(pick('Pena', 'Jose')).toBe(4);
    expect(pick('Weiss', 'Soeren')).toBe(5);
  });

  it('matches a name cut at 39 places', () => {
    const long = [
      { id: 7, firstname: 'Maximilian Alexander', lastname: 'Wolkenstein-Trostburg' },
      { id: 8, firstname: 'Maria', lastname: 'Wolkenstein-Trostburg' },
    ];
    const read = zone('Wolkenstein Trostburg', 'Maximilian Alexander');
    expect(`${read.surname}  ${read.givenNames}`.length).toBeLessThan(41);
    expect(matchPassenger(read, long)?.id).toBe(7);
  });

  it('returns null for a stranger, a surname alone, or two equally good matches', () => {
    expect(pick('Smith', 'Emma')).toBeNull();
    expect(pick('Walker', 'Olivia')).toBeNull();
    const twins = [...booking, { id: 6, firstname: 'Emma', lastname: 'Walker' }];
    expect(pick('Walker', 'Emma', twins)).toBeNull();
  });
});
