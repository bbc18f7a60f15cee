import { describe, expect, it } from 'vitest';
import {
  INVALID_NUMBER_MESSAGE,
  invalidNumberMessage,
  isValidWhatsAppNumber,
  normaliseWhatsAppNumber,
} from './whatsAppModel';

describe('normaliseWhatsAppNumber', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+44 (7700) 900-123', '+447700900123'],
    ['+44 (0)7700-900123', '+447700900123'],
    ['+49 (0) 151 2345 6789', '+4915123456789'],
    ['+1.123.456.7890', '+11234567890'],
    ['＋８１ ９０－１２３４－５６７８', '+819012345678'],
  ])('turns %s into %s, which passes the check', (typed, plain) => {
    expect(normaliseWhatsAppNumber(typed)).toBe(plain);
    expect(isValidWhatsAppNumber(normaliseWhatsAppNumber(typed))).toBe(true);
  });

  it('keeps what is not formatting, so a wrong number stays wrong', () => {
    expect(isValidWhatsAppNumber(normaliseWhatsAppNumber('07700 900123'))).toBe(false);
    expect(isValidWhatsAppNumber(normaliseWhatsAppNumber('+44 7700 abc'))).toBe(false);
  });
});

describe('invalidNumberMessage', () => {
  it.each([
    ['07700900123', 'Start with + and your country code.'],
    ['+4477009', 'That is 7 digits after the +; a full number has 10 to 15.'],
    ['+4477009001234567', 'That is 16 digits after the +; a full number has 10 to 15.'],
    ['+447700abc123', 'Use only digits after the +.'],
  ])('leads the fixed message for %s with what is wrong', (number, cause) => {
    expect(invalidNumberMessage(number)).toBe(`${cause} ${INVALID_NUMBER_MESSAGE}`);
  });
});
