import { describe, expect, it } from 'vitest';
import { printedZone } from './printedZone.testutil';
import { readZoneFromPlane } from './readZone';

const SPECIMEN: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
describe('readZoneFromPlane', () => {
  it('reads the ICAO specimen printed in OCR-B and turned by 3 degrees', () => {
    const attempt = readZoneFromPlane(printedZone(SPECIMEN, 22, 3), 2026);
    expect(attempt.read).toMatchObject({ surname: 'ERIKSSON', documentNumber: 'L898902C3' });
    expect(attempt.read?.lines).toEqual(SPECIMEN);
  });

  it('never returns a zone whose printed check digit is wrong', () => {
    const wrong: [string, string] = [SPECIMEN[0], SPECIMEN[1].replace('7408122', '7408127')];
    const attempt = readZoneFromPlane(printedZone(wrong, 22, -2), 2026);
    expect(attempt.lines).toEqual(wrong);
    expect(attempt.read).toBeNull();
  });

  it('finds nothing on a blank page', () => {
    const blank = { data: new Uint8Array(400 * 300).fill(230), width: 400, height: 300 };
    expect(readZoneFromPlane(blank)).toEqual({ read: null, lines: null, guesses: null });
  });
});
