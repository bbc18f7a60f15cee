/** A plus sign, then 10 to 15 digits, nothing else. */
export const WHATSAPP_NUMBER_PATTERN = /^\+\d{10,15}$/;

export const isValidWhatsAppNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && WHATSAPP_NUMBER_PATTERN.test(value);

export const INVALID_NUMBER_MESSAGE =
  'Please enter a valid international phone number (e.g., +11234567890). Do not include any spaces or hyphens(－).';
export const INVALID_SAVED_NUMBER_MESSAGE =
  'Your previously saved number is invalid. Please enter a valid format like +11234567890 (no spaces or hyphens).';
export const INVALID_ON_SUBMIT_MESSAGE =
  'Your WhatsApp number is invalid. Please correct it before submitting.';
/** Submitting before any number was entered: what to do, not "invalid". */
export const EMPTY_ON_SUBMIT_MESSAGE = 'Please enter your WhatsApp number first, then press Save.';
/** Shown in the empty read-only field, where the format example would look like a value. */
export const EMPTY_READ_PLACEHOLDER = 'Press Edit to add your number';
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
