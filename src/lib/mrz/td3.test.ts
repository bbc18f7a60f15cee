import { describe, expect, it } from 'vitest';
import { MRZ_ALPHABET } from './checkDigit';
import { composeTd3 } from './composeTd3';
import { parseTd3, TD3_KINDS } from './td3';

// ICAO 9303 part 4, appendix A: the specimen passport of Utopia.
const SPECIMEN: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

const withCharacter = (line: string, index: number, character: string) =>
  line.slice(0, index) + character + line.slice(index + 1);

describe('parseTd3', () => {
  it('reads every field of the ICAO specimen', () => {
    const result = parseTd3(...SPECIMEN, 2026);
    expect(result).toEqual({
      ok: true,
      read: {
        documentType: 'P',
        issuingState: 'UTO',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        documentNumber: 'L898902C3',
        nationality: 'UTO',
        birthDate: { year: 1974, month: 8, day: 12 },
        sex: 'F',
        expiryDate: { year: 2012, month: 4, day: 15 },
        personalNumber: 'ZE184226B',
        lines: SPECIMEN,
        corrections: 0,
      },
    });
  });

  it('writes the specimen back from its fields', () => {
    const lines = composeTd3({
      issuingState: 'UTO',
      surname: 'Eriksson',
      givenNames: 'Anna Maria',
      documentNumber: 'L898902C3',
      nationality: 'UTO',
      birth: '740812',
      sex: 'F',
      expiry: '120415',
      personalNumber: 'ZE184226B',
    });
    expect(lines).toEqual(SPECIMEN);
  });

  it('corrects look-alikes in typed fields only, and counts them', () => {
    // Birth date 74O8I2 (letter O, letter I) and nationality UT0 (digit zero).
    const line2 = SPECIMEN[1].replace('UTO740812', 'UT074O8I2');
    expect(parseTd3(SPECIMEN[0], line2, 2026)).toMatchObject({
      ok: true,
      read: { nationality: 'UTO', birthDate: { year: 1974, month: 8, day: 12 }, corrections: 3 },
    });
    // The document number is alphanumeric: an O there is read as an O, and its check digit fails.
    expect(parseTd3(SPECIMEN[0], SPECIMEN[1].replace('L898902', 'L8989O2'))).toEqual({
      ok: false,
      reason: 'check digit: document number, composite',
    });
  });

  it('rejects a wrong check digit, a wrong composite and a line of the wrong length', () => {
    expect(parseTd3(SPECIMEN[0], withCharacter(SPECIMEN[1], 9, '7'))).toEqual({
      ok: false,
      reason: 'check digit: document number, composite',
    });
    expect(parseTd3(SPECIMEN[0], withCharacter(SPECIMEN[1], 43, '1')).ok).toBe(false);
    expect(parseTd3(SPECIMEN[0], SPECIMEN[1].slice(1)).ok).toBe(false);
    expect(parseTd3(withCharacter(SPECIMEN[0], 0, 'V'), SPECIMEN[1]).ok).toBe(false);
  });

  it('accepts an empty personal number with a filler check digit, and a 39-place name cut short', () => {
    const lines = composeTd3({
      issuingState: 'D',
      surname: 'Müller-Lüdenscheidt Wolkenstein',
      givenNames: 'Maximilian Alexander',
      documentNumber: 'C01X00T47',
      nationality: 'D',
      birth: '991231',
      sex: '<',
      expiry: '310101',
      personalNumber: '',
    });
    const result = parseTd3(...lines, 2026);
    expect(result).toMatchObject({
      ok: true,
      read: { issuingState: 'D', sex: 'X', personalNumber: '', birthDate: { year: 1999 } },
    });
  });
});

describe('parseTd3 against every single-character corruption', () => {
  /** Corrupts each position of line 2 to every other MRZ character, and sorts what comes out. */
  function corruptAll(kinds: ('digit' | 'any')[]) {
    const tally = { rejected: 0, correctedToTruth: 0, acceptedWrong: 0 };
    SPECIMEN[1].split('').forEach((truth, index) => {
      if (!kinds.includes(TD3_KINDS[1][index] as 'digit' | 'any')) return;
      for (const character of MRZ_ALPHABET) {
        if (character === truth) continue;
        const result = parseTd3(SPECIMEN[0], withCharacter(SPECIMEN[1], index, character), 2026);
        if (!result.ok) tally.rejected += 1;
        else if (result.read.lines[1] === SPECIMEN[1]) tally.correctedToTruth += 1;
        else tally.acceptedWrong += 1;
      }
    });
    return tally;
  }

  it('never turns a digit field into a different valid value (17 positions x 36 characters)', () => {
    // Dates and check digits: 612 corruptions; the 23 look-alikes of the true digit come back true.
    expect(corruptAll(['digit'])).toEqual({
      rejected: 589,
      correctedToTruth: 23,
      acceptedWrong: 0,
    });
  });

  it('counts the corruptions ICAO check digits cannot see in alphanumeric fields', () => {
    // A letter worth the digit + 10 or + 20 (0↔A↔K, 1↔B↔L …) keeps every weighted sum modulo 10:
    // ICAO's scheme has this blind spot in the document and personal numbers.
    // 23 positions x 36 characters: 3 per position (the other two of 0/A/K/U/< and so on) pass.
    expect(corruptAll(['any'])).toEqual({ rejected: 759, correctedToTruth: 0, acceptedWrong: 69 });
  });
});
