import type { MealPassengerRecord } from '../../api/responses';
import type { FoodAllergyGroup, MealOption, MealRequestUpdate } from '../../api/generated';
import { composePassengerName } from '../../lib/profileFormat';

/** What the edit form holds for one passenger (kept in a session draft while open). */
export interface MealForm {
  /** Option id as text; '' when no meal is chosen (the select's placeholder). */
  mealChoice: string;
  /** Null until the guest answers: neither radio is selected and Save asks for a response. */
  hasAllergies: boolean | null;
  allergies: number[];
  mealRequest: string;
}

export const SAVE_ALLERGY_MESSAGE =
  'Please select at least one allergy if you have food allergies.';
export const SAVE_RESPONSE_MESSAGE = 'Please tell us whether you have food allergies.';
export const SAVE_FAILED_MESSAGE = 'Your changes could not be saved. Please try again.';
/** The task was submitted meanwhile (another tab): saving again cannot work. */
export const SAVE_LOCKED_MESSAGE =
  'Your meal requests were already submitted, so this change was not saved. Changes now go through our travel team: copy your change below and send it to them.';

type Named = Pick<MealPassengerRecord, 'firstname' | 'lastname'>;
const firstAndLast = (passenger: Named) =>
  composePassengerName({ firstname: passenger.firstname, lastname: passenger.lastname });

export const submitAllergyMessage = (passenger: Named) =>
  `Passenger ${firstAndLast(passenger)} must select at least one allergy if they have food allergies.`;

export const submitResponseMessage = (passenger: Named) =>
  `Please tell us whether ${firstAndLast(passenger)} has food allergies.`;

/** The saved values of a passenger, as the form holds them. */
export function formOf(passenger: MealPassengerRecord): MealForm {
  return {
    mealChoice: passenger.meal_choice === null ? '' : String(passenger.meal_choice),
    hasAllergies: passenger.has_allergies,
    allergies: passenger.food_allergies,
    mealRequest: passenger.meal_request,
  };
}

/** The part of the form a message of Save is about: the yes/no question or the allergy list. */
export type InvalidPart = 'answer' | 'allergies';

/** The one rule of a consistent form, for Save and Submit alike: null when it holds. */
function invalidPartOfForm(form: MealForm): InvalidPart | null {
  if (form.hasAllergies === null) return 'answer';
  return form.hasAllergies && form.allergies.length === 0 ? 'allergies' : null;
}

/** Null when the form may be saved, else the message to show. */
export function validateForm(form: MealForm): string | null {
  const part = invalidPartOfForm(form);
  if (part === null) return null;
  return part === 'answer' ? SAVE_RESPONSE_MESSAGE : SAVE_ALLERGY_MESSAGE;
}

/** The part a Save message, as the open form keeps it, is about. */
export function invalidPartOf(message: string | null): InvalidPart | null {
  if (message === SAVE_RESPONSE_MESSAGE) return 'answer';
  return message === SAVE_ALLERGY_MESSAGE ? 'allergies' : null;
}

/** What a submit checks for a passenger: their open edit, else their saved values. */
const formToSubmit = (
  passenger: MealPassengerRecord,
  edits: Record<string, MealForm | undefined>,
): MealForm => edits[String(passenger.id)] ?? formOf(passenger);

/** Before submitting: each passenger's edited values, else saved values, must be consistent. */
export function submitProblemOf(
  passenger: MealPassengerRecord,
  edits: Record<string, MealForm | undefined>,
): string | null {
  const part = invalidPartOfForm(formToSubmit(passenger, edits));
  if (part === null) return null;
  return part === 'answer' ? submitResponseMessage(passenger) : submitAllergyMessage(passenger);
}

/**
 * How many passengers would stop a submit: those submitProblemOf reports (the same check), counted
 * without building their messages. The page counts again whenever an edit changes, several times
 * over one Save, and 240 names and sentences cost a phone 16-31 ms there.
 */
export function countSubmitProblems(
  passengers: MealPassengerRecord[],
  edits: Record<string, MealForm | undefined>,
): number {
  return passengers.filter(
    (passenger) => invalidPartOfForm(formToSubmit(passenger, edits)) !== null,
  ).length;
}

/**
 * What the submit bar says, and the action it and the reminder offer, while passengers are still
 * to answer: "One last step: Please submit", even with the count under it, sent guests back to
 * the Submit they had pressed.
 */
export function stillToAnswer(outstanding: number, total: number) {
  if (outstanding === 0) return null;
  if (total === 1) {
    return {
      message: 'Your meal request is still to answer. Fill it in, then submit it.',
      actionLabel: 'Show what is missing',
    };
  }
  return {
    message: `${outstanding} of ${total} passengers still to answer. Fill in each, then submit your meal requests.`,
    actionLabel: 'Show who is left',
  };
}

/**
 * The meal choice is not required (spec): the confirm dialog says how many passengers leave it
 * open, so the guest knows they can still submit. Null when every passenger has chosen.
 */
export function openMealChoiceNote(
  passengers: MealPassengerRecord[],
  edits: Record<string, MealForm | undefined>,
): string | null {
  const open = passengers.filter(
    (passenger) => (edits[String(passenger.id)] ?? formOf(passenger)).mealChoice === '',
  ).length;
  if (open === 0) return null;
  return `Meal choice left open for ${open} passenger${open === 1 ? '' : 's'}: our team will ask you.`;
}

export function updatePayload(passengerId: number, form: MealForm): MealRequestUpdate {
  const mealChoice = form.mealChoice === '' ? null : Number(form.mealChoice);
  return {
    passenger_id: passengerId,
    meal_choice: Number.isInteger(mealChoice) ? mealChoice : null,
    // Only sent once validateForm has passed, so the response is never null here.
    has_food_allergies: form.hasAllergies === true,
    food_allergies: form.hasAllergies === true ? form.allergies : [],
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
export const NO_ALLERGIES = 'None';
export const NOT_ANSWERED = 'Not answered';

export function mealLabel(form: MealForm, options: MealOption[]): string {
  return options.find((option) => String(option.id) === form.mealChoice)?.label ?? EMPTY;
}

/** An explicit no reads "None"; a question never answered reads "Not answered", never a dash. */
export function allergyLabels(form: MealForm, groups: FoodAllergyGroup[]): string {
  if (form.hasAllergies === null) return NOT_ANSWERED;
  if (!form.hasAllergies) return NO_ALLERGIES;
  const labels = groups
    .flatMap((group) => group.allergies)
    .filter((allergy) => form.allergies.includes(allergy.id))
    .map((allergy) => allergy.Label);
  return labels.length ? labels.join(', ') : EMPTY;
}
