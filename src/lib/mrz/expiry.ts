import { spellCalendarDate, tourEnd, type CalendarDate } from '../profileFormat';

export interface ExpiryVerdict {
  validThroughTour: boolean;
  message: string;
}

const dayNumber = (date: CalendarDate) => date.year * 10000 + date.month * 100 + date.day;

/** The guest's own calendar day: "expired" means expired where the guest reads it. */
export function localToday(now = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Compares a passport's expiry with the last day of the tour (departure + length - 1 day). Null when
 * the tour's dates are unknown: no verdict is better than a guessed one.
 */
export function expiryVerdict(
  expiry: CalendarDate,
  departure: CalendarDate | null,
  lengthDays: number | null | undefined,
  today: CalendarDate = localToday(),
): ExpiryVerdict | null {
  const end = tourEnd(departure, lengthDays);
  if (!end) return null;
  if (dayNumber(expiry) >= dayNumber(end)) {
    return { validThroughTour: true, message: 'Valid through your tour' };
  }
  const spelled = spellCalendarDate(expiry);
  return {
    validThroughTour: false,
    message:
      dayNumber(expiry) < dayNumber(today)
        ? `Expired ${spelled}: renew it before you travel`
        : `Expires ${spelled}, before your tour ends: renew it before you travel`,
  };
}
