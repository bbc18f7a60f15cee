import type { FoodAllergy, FoodAllergyGroup, MealOption } from '../generated';
import {
  idOf,
  isRecord,
  listOr,
  recordOf,
  taskFieldsOf,
  textOr,
  UnreadableResponse,
  type TaskRecord,
} from './read';

export interface MealPassengerRecord {
  id: number;
  prefix: string | null;
  firstname: string;
  lastname: string;
  meal_choice: number | null;
  /** Null: the guest has not answered the allergy question yet. */
  has_allergies: boolean | null;
  food_allergies: number[];
  meal_request: string;
}
export interface MealRequestsRecord extends TaskRecord {
  passengers: MealPassengerRecord[];
  meal_choice: MealOption[];
  food_allergies: FoodAllergyGroup[];
}

const toIds = (values: unknown[]): number[] =>
  values
    .map((value) => (typeof value === 'string' ? Number(value.trim()) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value));

/** Allergy ids as a list, a JSON list in a string ("[1,2]"), a comma list ("1,2") or null. */
export function readAllergyIds(value: unknown): number[] {
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

/** `has_allergies`: 1 or true is yes, 0 or false no; anything else has not been answered. */
export function readAllergyAnswer(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** A passenger without a usable id cannot be saved, so it is left out. */
function readPassenger(value: unknown): MealPassengerRecord | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  if (id === null) return null;
  const hasAllergies = readAllergyAnswer(value.has_allergies);
  return {
    id,
    prefix: textOr(value.prefix, null),
    firstname: textOr(value.firstname, ''),
    lastname: textOr(value.lastname, ''),
    meal_choice: idOf(value.meal_choice),
    has_allergies: hasAllergies,
    food_allergies: hasAllergies ? readAllergyIds(value.food_allergies) : [],
    // Older servers name the free text `meal_special_request`.
    meal_request: textOr(value.meal_request, null) ?? textOr(value.meal_special_request, ''),
  };
}

function readMealOption(value: unknown): MealOption | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  const label = textOr(value.label, '');
  return id === null || !label ? null : { id, label };
}

function readAllergy(value: unknown): FoodAllergy | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  const label = textOr(value.Label, '');
  return id === null || !label ? null : { id, Label: label };
}

/** A group with no readable allergy offers nothing to tick, so it is left out. */
function readAllergyGroup(value: unknown): FoodAllergyGroup | null {
  if (!isRecord(value)) return null;
  const groupId = idOf(value.group_id);
  const allergies = listOr(value.allergies)
    .map(readAllergy)
    .filter((allergy): allergy is FoodAllergy => allergy !== null);
  if (groupId === null || allergies.length === 0) return null;
  return { group_id: groupId, group_label: textOr(value.group_label, ''), allergies };
}

const present = <T>(value: T | null): value is T => value !== null;

/** The passengers list must be a list when it is there; bad entries are dropped one by one. */
export function readMealRequests(answer: unknown): MealRequestsRecord {
  const record = recordOf(answer, 'meal requests');
  if (record.passengers !== undefined && !Array.isArray(record.passengers)) {
    throw new UnreadableResponse('meal requests');
  }
  return {
    ...taskFieldsOf(record),
    passengers: listOr(record.passengers).map(readPassenger).filter(present),
    meal_choice: listOr(record.meal_choice).map(readMealOption).filter(present),
    food_allergies: listOr(record.food_allergies).map(readAllergyGroup).filter(present),
  };
}
