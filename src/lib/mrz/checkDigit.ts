/** The characters a machine-readable zone may hold (ICAO 9303 part 3). */
export const MRZ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ<';

const WEIGHTS = [7, 3, 1];

/** Value of one MRZ character in a check-digit sum: digits as such, A=10 … Z=35, `<` = 0. */
function characterValue(character: string): number | null {
  if (character === '<') return 0;
  const code = character.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return null;
}

/** ICAO 9303 check digit (weights 7, 3, 1 repeating, modulo 10); null for a non-MRZ character. */
export function checkDigit(text: string): number | null {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = characterValue(text[index]);
    if (value === null) return null;
    sum += value * WEIGHTS[index % 3];
  }
  return sum % 10;
}

/** Whether `digit` is the check digit of `text`. */
export function checkDigitMatches(text: string, digit: string): boolean {
  const expected = checkDigit(text);
  return expected !== null && digit === String(expected);
}
