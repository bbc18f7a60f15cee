export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Reads "YYYY-MM-DD" optionally followed by a time as a calendar date. It never goes through
 * the guest's time zone, so 2026-04-10 is the 10th in Los Angeles and in Tokyo alike.
 */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  // Typed as text, but a formatter must never throw on whatever reached it (20261103, say).
  const text: unknown = value;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(
    typeof text === 'string' ? text.trim() : '',
  );
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** False for a missing date or one with a part that is not a whole number (never "NaN/NaN/NaN"). */
const isWholeDate = (date: CalendarDate | null): date is CalendarDate =>
  !!date && [date.year, date.month, date.day].every(isWhole);

/** MM/DD/YYYY, or a dash when the date is missing or not a real date. */
export function formatCalendarDate(date: CalendarDate | null): string {
  if (!isWholeDate(date)) return '-';
  return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "April 10, 2026" (or "April 10"): the month in words, so no guest reads 04/10 as the 4th of
 * October. Empty when the date is missing or not a real one.
 */
export function spellCalendarDate(date: CalendarDate | null, withYear = true): string {
  if (!isWholeDate(date)) return '';
  const monthAndDay = `${MONTHS[date.month - 1] ?? ''} ${date.day}`;
  return withYear ? `${monthAndDay}, ${date.year}` : monthAndDay;
}

/** Tour end = start + length - 1 day; unknown when either is missing. */
export function tourEnd(
  start: CalendarDate | null,
  lengthDays: number | null | undefined,
): CalendarDate | null {
  if (!start || !isWhole(lengthDays) || lengthDays < 1) return null;
  return addDays(start, lengthDays - 1);
}

/** Each word's first letter upper case, the rest lower ("mary-ann O'NEIL" → "Mary-Ann O'Neil"). */
export const capitaliseName = (word: string) =>
  word
    .toLowerCase()
    .replace(
      /(^|[\s\-'])(\p{L})/gu,
      (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
    );

interface NameParts {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
}

const joinCapitalised = (parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .map(capitaliseName)
    .join(' ');

/** Prefix, last name, middle name (if any), first name, each capitalised. */
export function composeGuestName(parts: NameParts): string {
  return joinCapitalised([parts.prefix, parts.lastname, parts.middlename, parts.firstname]);
}

/**
 * A fellow passenger as the task pages name them: prefix, first name, last name, capitalised
 * the way the dashboard capitalises the guest, whatever case the booking was typed in.
 */
export function composePassengerName(parts: NameParts): string {
  return joinCapitalised([parts.prefix, parts.firstname, parts.lastname]);
}
