import type { MealPassenger } from '../api/generated';

/** A meal passenger as the server sends it: answered "no allergies", nothing chosen yet. */
export const mealPassengerResponse = (overrides: Partial<MealPassenger> = {}): MealPassenger => ({
  id: 11,
  prefix: 'Ms.',
  firstname: 'Emma',
  lastname: 'Walker',
  meal_choice: null,
  has_allergies: 0,
  food_allergies: null,
  meal_request: null,
  ...overrides,
});
