import type { MealPassengerRecord } from '../../api/answers';
import type { FoodAllergyGroup, MealOption, MealRequestUpdate } from '../../api/generated';

/** What the edit form holds for one passenger (kept in a session draft while open). */
export interface MealForm {
  /** Option id as text; '' when no meal is chosen (the select's placeholder). */
  mealChoice: string;
  hasAllergies: boolean;
  allergies: number[];
  mealRequest: string;
}

export const SAVE_ALLERGY_MESSAGE =
  'Please select at least one allergy if you have food allergies.';
export const SAVE_FAILED_MESSAGE = 'Your changes could not be saved. Please try again.';

export const submitAllergyMessage = (
  passenger: Pick<MealPassengerRecord, 'firstname' | 'lastname'>,
) =>
  `Passenger ${passenger.firstname} ${passenger.lastname} must select at least one allergy if they have food allergies.`;

/** The saved values of a passenger, as the form holds them. */
export function formOf(passenger: MealPassengerRecord): MealForm {
  return {
    mealChoice: passenger.meal_choice === null ? '' : String(passenger.meal_choice),
    hasAllergies: passenger.has_allergies === true,
    allergies: passenger.food_allergies,
    mealRequest: passenger.meal_request,
  };
}

/** Null when the form may be saved, else the message to show. */
export function validateForm(form: MealForm): string | null {
  return form.hasAllergies && form.allergies.length === 0 ? SAVE_ALLERGY_MESSAGE : null;
}

/** Before submitting: each passenger's edited values, else saved values, must be consistent. */
export function findSubmitProblem(
  passengers: MealPassengerRecord[],
  edits: Record<string, MealForm | undefined>,
): string | null {
  for (const passenger of passengers) {
    const form = edits[String(passenger.id)] ?? formOf(passenger);
    if (validateForm(form)) return submitAllergyMessage(passenger);
  }
  return null;
}

export function updatePayload(passengerId: number, form: MealForm): MealRequestUpdate {
  const mealChoice = form.mealChoice === '' ? null : Number(form.mealChoice);
  return {
    passenger_id: passengerId,
    meal_choice: Number.isInteger(mealChoice) ? mealChoice : null,
    has_food_allergies: form.hasAllergies,
    food_allergies: form.hasAllergies ? form.allergies : [],
    meal_request: form.mealRequest.trim() ? form.mealRequest : null,
  };
}

export function sameForm(a: MealForm, b: MealForm): boolean {
  return (
    a.mealChoice === b.mealChoice &&
    a.hasAllergies === b.hasAllergies &&
    a.mealRequest === b.mealRequest &&
    [...a.allergies].sort().join(',') === [...b.allergies].sort().join(',')
  );
}

export const EMPTY = '-';

export function mealLabel(form: MealForm, options: MealOption[]): string {
  return options.find((option) => String(option.id) === form.mealChoice)?.label ?? EMPTY;
}

export function allergyLabels(form: MealForm, groups: FoodAllergyGroup[]): string {
  if (!form.hasAllergies) return EMPTY;
  const labels = groups
    .flatMap((group) => group.allergies)
    .filter((allergy) => form.allergies.includes(allergy.id))
    .map((allergy) => allergy.Label);
  return labels.length ? labels.join(', ') : EMPTY;
}
