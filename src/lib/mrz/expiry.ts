import { spellCalendarDate, tourEnd, type CalendarDate } from '../profileFormat';

export interface ExpiryVerdict {
  validThroughTour: boolean;
  message: string;
}

const dayNumber = (date: CalendarDate) => date.year * 10000 + date.month * 100 + date.day;

/**
 * Compares a passport's expiry with the last day of the tour (departure + length - 1 day). Null when
 * the tour's dates are unknown: no verdict is better than a guessed one.
 */
export function expiryVerdict(
  expiry: CalendarDate,
  departure: CalendarDate | null,
  lengthDays: number | null | undefined,
): ExpiryVerdict | null {
  const end = tourEnd(departure, lengthDays);
  if (!end) return null;
  if (dayNumber(expiry) >= dayNumber(end)) {
    return { validThroughTour: true, message: 'Valid through your tour' };
  }
  return {
    validThroughTour: false,
    message: `Expires ${spellCalendarDate(expiry)}, before your tour ends: renew it before you travel`,
  };
}
