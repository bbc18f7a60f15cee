import type {
  FoodAllergyGroup,
  MealOption,
  MealPassenger,
  MealRequestUpdate,
} from '../../api/generated';

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
export const SUBMIT_FAILED_MESSAGE = 'Your meal requests could not be submitted. Please try again.';

export const submitAllergyMessage = (passenger: Pick<MealPassenger, 'firstname' | 'lastname'>) =>
  `Passenger ${passenger.firstname} ${passenger.lastname} must select at least one allergy if they have food allergies.`;

const toIds = (values: unknown[]): number[] =>
  values
    .map((value) => (typeof value === 'string' ? Number(value.trim()) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value));

/** `food_allergies` arrives as a list, a JSON list in a string ("[1,2]"), a comma list ("1,2") or null. */
export function normalizeAllergyIds(value: unknown): number[] {
  if (Array.isArray(value)) return toIds(value);
  if (typeof value === 'number') return toIds([value]);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? toIds(parsed) : [];
    } catch {
      return toIds(text.replace(/[[\]]/g, '').split(','));
    }
  }
  return toIds(text.split(','));
}

/** `has_allergies`: 1 or true means yes. */
export function hasAllergiesOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Older back ends send the free text as `meal_special_request`. */
export function mealRequestOf(passenger: MealPassenger): string {
  return passenger.meal_request ?? passenger.meal_special_request ?? '';
}

/** The saved values of a passenger, as the form holds them. */
export function formOf(passenger: MealPassenger): MealForm {
  const hasAllergies = hasAllergiesOf(passenger.has_allergies);
  return {
    mealChoice: passenger.meal_choice === null ? '' : String(passenger.meal_choice),
    hasAllergies,
    allergies: hasAllergies ? normalizeAllergyIds(passenger.food_allergies) : [],
    mealRequest: mealRequestOf(passenger),
  };
}

/** Null when the form may be saved, else the message to show. */
export function validateForm(form: MealForm): string | null {
  return form.hasAllergies && form.allergies.length === 0 ? SAVE_ALLERGY_MESSAGE : null;
}

/** Before submitting: each passenger's edited values, else saved values, must be consistent. */
export function findSubmitProblem(
  passengers: MealPassenger[],
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
