/** A plus sign, then 10 to 15 digits, nothing else. */
export const WHATSAPP_NUMBER_PATTERN = /^\+\d{10,15}$/;

export const isValidWhatsAppNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && WHATSAPP_NUMBER_PATTERN.test(value);

/** Spaces, dashes, dots and brackets people write numbers with, in any width. */
const NUMBER_FORMATTING = /[\s\-\u2010-\u2015\u2212().]/g;

/**
 * A "(0)" after the country code is the trunk zero dialled only at home ("+44 (0)7700 900123"):
 * kept, it makes a number nobody can reach.
 */
const TRUNK_ZERO = /^(\+\d{1,4})\s*\(0\)/;

/**
 * The number as typed, without its formatting: "+44 (7700) 900-123" becomes "+447700900123".
 * Full-width digits, plus and hyphen (Japanese keyboards) become their plain forms first.
 */
export const normaliseWhatsAppNumber = (typed: string): string =>
  typed.normalize('NFKC').trim().replace(TRUNK_ZERO, '$1').replace(NUMBER_FORMATTING, '');

export const INVALID_NUMBER_MESSAGE =
  'Please enter a valid international phone number (e.g., +11234567890). Do not include any spaces or hyphens(－).';
const digitsIn = (number: string) => number.replace(/\D/g, '').length;

/**
 * The fixed message, led by what is wrong with this number: spaces are dropped before the check,
 * so the fixed words about spaces alone sent a guest who left out the country code looking for
 * spaces that were not there.
 */
export function invalidNumberMessage(number: string): string {
  const digits = digitsIn(number);
  let cause = '';
  if (!number.startsWith('+')) cause = 'Start with + and your country code.';
  else if (/[^\d]/.test(number.slice(1))) cause = 'Use only digits after the +.';
  else if (digits < 10 || digits > 15)
    cause = `That is ${digits} digits after the +; a full number has 10 to 15.`;
  return cause ? `${cause} ${INVALID_NUMBER_MESSAGE}` : INVALID_NUMBER_MESSAGE;
}
export const INVALID_SAVED_NUMBER_MESSAGE =
  'Your previously saved number is invalid. Please enter a valid format like +11234567890 (no spaces or hyphens).';
export const INVALID_ON_SUBMIT_MESSAGE =
  'Your WhatsApp number is invalid. Please correct it before submitting.';
/** Submitting before any number was entered: what to do, not "invalid". */
export const EMPTY_ON_SUBMIT_MESSAGE = 'Please enter your WhatsApp number first, then press Save.';
/** The bar's words while no number is saved: the step before submitting. */
export const NO_NUMBER_YET_MESSAGE = 'First enter your WhatsApp number above and press Save.';
export const ENTER_NUMBER_LABEL = 'Enter my number';
export const SAVED_MESSAGE = 'Your WhatsApp Number has been saved.';
export const SAVE_FAILED_MESSAGE = 'Failed to save. Please try again.';
/** The task was submitted meanwhile (another tab): saving again cannot work. */
export const lockedSaveMessage = (number: string) =>
  `Your WhatsApp registration was already submitted, so the number you entered (${number}) was not saved. To change it now, please message our travel team.`;
export const SUBMIT_TOOLTIP =
  'Please enter a valid WhatsApp number first (international format, no spaces or hyphens).';

/** How long the saved message stays, then how long it fades. */
export const SAVED_VISIBLE_MS = 3000;
export const SAVED_FADE_MS = 500;

export const APP_STORE_URL = 'https://apps.apple.com/app/whatsapp-messenger/id310633997';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.whatsapp';

export type Feedback =
  | { kind: 'success'; text: string }
  /** `copy`: a value the guest may want to copy from the message (a number that was not saved). */
  | { kind: 'error'; text: string; copy?: string }
  | null;
