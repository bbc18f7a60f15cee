// Meal requests (operations 8-10). Demo data keeps old-backend shapes (0/1 flags, "1,2" strings,
// meal_special_request); an update stores the normalised shapes (boolean, number list, meal_request).
import { expectStatusField, fail, jsonBody, message, ok, type Ctx, type Reply } from '../http.js';
import { ALLERGY_GROUPS, ALLERGY_IDS, MEAL_OPTIONS } from '../messages.js';
import type { MealPassenger } from '../types.js';
import { requireUncomplete, statusBlock } from './common.js';

export const getMealRequests = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  return ok({
    ...statusBlock(r, 'meals'),
    passengers: structuredClone(r.passengers),
    meal_choice: structuredClone(MEAL_OPTIONS),
    food_allergies: structuredClone(ALLERGY_GROUPS),
  });
};

/** Reads any stored shape of food_allergies ("[1,2]", "1,2", [1,2], null) as a list of ids. */
export const allergyList = (value: MealPassenger['food_allergies']): number[] => {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  const text = value.trim().replace(/^\[|\]$/g, '');
  return text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
};

const hasAllergies = (p: MealPassenger): boolean =>
  p.has_allergies === true || p.has_allergies === 1;

export const updateMealRequest = (ctx: Ctx): Reply => {
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'meals');
  const input = jsonBody(ctx.body);
  const passenger = r.passengers.find((p) => p.id === input.passenger_id);
  if (!passenger) return fail(400, 'Unknown passenger.');

  const rawChoice = input.meal_choice ?? null;
  const option = MEAL_OPTIONS.find((o) => o.id === rawChoice);
  if (rawChoice !== null && !option)
    return fail(400, 'Please choose one of the offered meal options.');
  if (typeof input.has_food_allergies !== 'boolean') {
    return fail(400, 'The has_food_allergies field must be true or false.');
  }
  const rawList: unknown = input.food_allergies ?? [];
  const known = Array.isArray(rawList)
    ? rawList.filter((id): id is number => typeof id === 'number' && ALLERGY_IDS.has(id))
    : [];
  if (!Array.isArray(rawList) || known.length !== rawList.length) {
    return fail(400, 'The food_allergies field must list known allergy ids.');
  }
  // Choosing "no allergies" clears the list, as the portal does.
  const list = input.has_food_allergies ? [...new Set(known)] : [];
  if (input.has_food_allergies && list.length === 0) {
    return fail(400, 'Please select at least one allergy if you have food allergies.');
  }
  const request = input.meal_request ?? null;
  if (request !== null && (typeof request !== 'string' || request.length > 2000)) {
    return fail(400, 'The meal request must be a text of at most 2000 characters.');
  }

  passenger.meal_choice = option?.id ?? null;
  passenger.has_allergies = input.has_food_allergies;
  passenger.food_allergies = list;
  passenger.meal_request = request === null ? null : request.trim() || null;
  delete passenger.meal_special_request;
  return message('Meal request saved.');
};

export const submitMealRequests = (ctx: Ctx): Reply => {
  expectStatusField(ctx.body, 'meal_request_status', 'processing');
  const r = ctx.auth.reservation;
  requireUncomplete(r, 'meals');
  const missing = r.passengers.find(
    (p) => hasAllergies(p) && allergyList(p.food_allergies).length === 0,
  );
  if (missing) {
    return fail(
      400,
      `Passenger ${missing.firstname} ${missing.lastname} must select at least one allergy if they have food allergies.`,
    );
  }
  r.statuses.meals = 'processing';
  return message('Thank you! Your meal requests have been sent to our team.');
};
