import { describe, expect, it } from 'vitest';
import { expiryVerdict, localToday } from './expiry';

const departure = { year: 2027, month: 4, day: 10 };
const today = { year: 2026, month: 11, day: 27 };

describe('expiryVerdict', () => {
  it('is valid when the passport expires on the last day of the tour', () => {
    // 10 days from April 10: the tour ends on April 19.
    expect(expiryVerdict({ year: 2027, month: 4, day: 19 }, departure, 10)).toEqual({
      validThroughTour: true,
      message: 'Valid through your tour',
    });
  });

  it('asks for a renewal, with the portal date format, when it expires a day before', () => {
    expect(expiryVerdict({ year: 2027, month: 4, day: 18 }, departure, 10, today)).toEqual({
      validThroughTour: false,
      message: 'Expires April 18, 2027, before your tour ends: renew it before you travel',
    });
  });

  it('counts across a month and a year end', () => {
    const newYear = { year: 2027, month: 12, day: 28 };
    expect(expiryVerdict({ year: 2028, month: 1, day: 3 }, newYear, 7)?.validThroughTour).toBe(
      true,
    );
    expect(expiryVerdict({ year: 2028, month: 1, day: 2 }, newYear, 7, today)?.message).toBe(
      'Expires January 2, 2028, before your tour ends: renew it before you travel',
    );
  });

  it('says "Expired" for a passport that has already run out, counted on the guest\'s own day', () => {
    const expired = { year: 2026, month: 4, day: 15 };
    expect(expiryVerdict(expired, departure, 10, today)?.message).toBe(
      'Expired April 15, 2026: renew it before you travel',
    );
    // On its last day a passport is still valid: it expires at the end of that day.
    expect(expiryVerdict(today, departure, 10, today)?.message).toBe(
      'Expires November 27, 2026, before your tour ends: renew it before you travel',
    );
    expect(localToday(new Date(2026, 10, 27, 23, 59))).toEqual(today);
  });

  it('gives no verdict when the tour dates are unknown', () => {
    expect(expiryVerdict({ year: 2030, month: 1, day: 1 }, null, 10)).toBeNull();
    expect(expiryVerdict({ year: 2030, month: 1, day: 1 }, departure, null)).toBeNull();
  });
});
