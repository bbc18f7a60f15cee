import type { Profile } from '../generated';
import { recordOf, textOr, numberOr } from './read';

/**
 * The guest profile; a field of the wrong type reads as missing, the card shows a dash. An empty
 * response is no profile ("No profile information available."); a list or a text is unreadable.
 */
export function readProfile(body: unknown): Profile | null {
  if (body === null || body === undefined || body === '') return null;
  const profile = recordOf(body, 'profile');
  const length = numberOr(profile.length, null);
  return {
    confirmation_id: textOr(profile.confirmation_id, null) ?? numberText(profile.confirmation_id),
    prefix: textOr(profile.prefix, ''),
    firstname: textOr(profile.firstname, ''),
    middlename: textOr(profile.middlename, null),
    lastname: textOr(profile.lastname, ''),
    tour_title: textOr(profile.tour_title, ''),
    departure_date: textOr(profile.departure_date, null),
    length: length !== null && Number.isInteger(length) && length > 0 ? length : null,
  };
}

/** A reservation number sent as a number is still the guest's reservation number. */
const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : '';
