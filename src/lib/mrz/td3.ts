import type { CalendarDate } from '../profileFormat';
import { checkDigitMatches, MRZ_ALPHABET } from './checkDigit';

/** A passport's machine-readable zone (ICAO 9303 TD3), read with every check digit valid. */
export interface MrzRead {
  documentType: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  birthDate: CalendarDate;
  sex: 'M' | 'F' | 'X';
  expiryDate: CalendarDate;
  personalNumber: string;
  /** The two lines as validated (after any correction). */
  lines: [string, string];
  /** How many characters were corrected from a look-alike (O→0 in a date, say). */
  corrections: number;
}

export type Td3Result = { ok: true; read: MrzRead } | { ok: false; reason: string };

export const TD3_LINE_LENGTH = 44;

/** What a position may hold: its field's type decides which look-alikes may be corrected. */
export type CharacterKind = 'digit' | 'letter' | 'any' | 'sex';

const kindsOf = (spans: [number, CharacterKind][]): CharacterKind[] =>
  spans.flatMap(([length, kind]) => Array.from({ length }, () => kind));

/** Line 1: type, issuing state, names. Line 2: number, nationality, dates, sex, personal number. */
export const TD3_KINDS: [CharacterKind[], CharacterKind[]] = [
  kindsOf([
    [2, 'letter'],
    [3, 'letter'],
    [39, 'letter'],
  ]),
  kindsOf([
    [9, 'any'],
    [1, 'digit'],
    [3, 'letter'],
    [7, 'digit'],
    [1, 'sex'],
    [7, 'digit'],
    [14, 'any'],
    [2, 'digit'],
  ]),
];

/** Look-alikes OCR confuses, corrected only into a position whose type is known. */
const TO_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  B: '8',
  S: '5',
  Z: '2',
  G: '6',
};
const TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '8': 'B',
  '5': 'S',
  '2': 'Z',
  '6': 'G',
};

function correctLine(line: string, kinds: CharacterKind[]): { text: string; corrections: number } {
  let corrections = 0;
  let text = '';
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    const kind = kinds[index];
    let fixed = character;
    if (kind === 'digit' && TO_DIGIT[character]) fixed = TO_DIGIT[character];
    if ((kind === 'letter' || kind === 'sex') && TO_LETTER[character]) fixed = TO_LETTER[character];
    if (fixed !== character) corrections += 1;
    text += fixed;
  }
  return { text, corrections };
}

function fitsKind(character: string, kind: CharacterKind, index: number, line: number): boolean {
  if (!MRZ_ALPHABET.includes(character)) return false;
  if (kind === 'digit')
    return /[0-9]/.test(character) || (line === 1 && index === 42 && character === '<');
  if (kind === 'letter') return /[A-Z<]/.test(character);
  if (kind === 'sex') return /[MF<]/.test(character);
  return true;
}

/** YYMMDD as a real calendar date; birth dates in the future belong to the previous century. */
function readDate(text: string, century: (twoDigits: number) => number): CalendarDate | null {
  const [yy, month, day] = [0, 2, 4].map((start) => Number(text.slice(start, start + 2)));
  const year = century(yy);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  return check.getUTCDate() === day ? { year, month, day } : null;
}

const words = (field: string) => field.replace(/<+$/, '').replace(/</g, ' ').trim();

/**
 * Parses and validates the two TD3 lines. Look-alike characters are corrected only inside fields of
 * a known type, and the read is returned only if every check digit passes after that.
 */
export function parseTd3(
  rawLine1: string,
  rawLine2: string,
  currentYear = new Date().getUTCFullYear(),
): Td3Result {
  const raw = [rawLine1.trim().toUpperCase(), rawLine2.trim().toUpperCase()];
  if (raw.some((line) => line.length !== TD3_LINE_LENGTH)) return { ok: false, reason: 'length' };
  const fixed = raw.map((line, index) => correctLine(line, TD3_KINDS[index]));
  const [line1, line2] = fixed.map((line) => line.text);
  for (const [lineIndex, line] of [line1, line2].entries()) {
    for (let index = 0; index < line.length; index += 1) {
      if (!fitsKind(line[index], TD3_KINDS[lineIndex][index], index, lineIndex)) {
        return { ok: false, reason: `character ${lineIndex + 1}:${index + 1}` };
      }
    }
  }
  if (line1[0] !== 'P') return { ok: false, reason: 'not a passport' };

  const personal = line2.slice(28, 42);
  const personalCheck = line2[42];
  const personalValid =
    personalCheck === '<' ? /^<+$/.test(personal) : checkDigitMatches(personal, personalCheck);
  const composite = line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);
  const checks: [string, boolean][] = [
    ['document number', checkDigitMatches(line2.slice(0, 9), line2[9])],
    ['birth date', checkDigitMatches(line2.slice(13, 19), line2[19])],
    ['expiry date', checkDigitMatches(line2.slice(21, 27), line2[27])],
    ['personal number', personalValid],
    ['composite', checkDigitMatches(composite, line2[43])],
  ];
  const failed = checks.filter(([, valid]) => !valid).map(([name]) => name);
  if (failed.length > 0) return { ok: false, reason: `check digit: ${failed.join(', ')}` };

  const shortYear = currentYear % 100;
  const birthDate = readDate(line2.slice(13, 19), (yy) => (yy > shortYear ? 1900 : 2000) + yy);
  const expiryDate = readDate(line2.slice(21, 27), (yy) => 2000 + yy);
  if (!birthDate || !expiryDate) return { ok: false, reason: 'date' };

  const names = line1.slice(5);
  const split = names.indexOf('<<');
  const surname = words(split < 0 ? names : names.slice(0, split));
  if (!surname) return { ok: false, reason: 'surname' };
  return {
    ok: true,
    read: {
      documentType: words(line1.slice(0, 2)),
      issuingState: words(line1.slice(2, 5)),
      surname,
      givenNames: split < 0 ? '' : words(names.slice(split + 2)),
      documentNumber: words(line2.slice(0, 9)),
      nationality: words(line2.slice(10, 13)),
      birthDate,
      sex: line2[20] === '<' ? 'X' : (line2[20] as 'M' | 'F'),
      expiryDate,
      personalNumber: words(personal),
      lines: [line1, line2],
      corrections: fixed[0].corrections + fixed[1].corrections,
    },
  };
}
