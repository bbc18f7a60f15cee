import { describe, expect, it } from 'vitest';
import { readMealRequests, type MealPassengerRecord } from '../../api/responses';
import type { MealPassenger } from '../../api/generated';
import { mealPassengerResponse } from '../../test/fixtures';
import {
  allergyLabels,
  countSubmitProblems,
  formOf,
  mealLabel,
  openMealChoiceNote,
  stillToAnswer,
  submitProblemOf,
  updatePayload,
  validateForm,
} from './mealModel';

/** A passenger as the server may send it, read the way the cache keeps it. */
const passenger = (overrides: Partial<MealPassenger> = {}): MealPassengerRecord =>
  readMealRequests({ passengers: [mealPassengerResponse({ id: 1, ...overrides })] }).passengers[0];

describe('formOf', () => {
  it('reads old back-end shapes: 0/1 flag, comma string, meal_special_request', () => {
    expect(
      formOf(
        passenger({
          meal_choice: 2,
          has_allergies: 1,
          food_allergies: '3,5',
          meal_request: undefined,
          meal_special_request: 'No onions',
        }),
      ),
    ).toEqual({ mealChoice: '2', hasAllergies: true, allergies: [3, 5], mealRequest: 'No onions' });
  });

  it('keeps an unanswered allergy question unanswered (null), not "no"', () => {
    expect(formOf(passenger({ has_allergies: null })).hasAllergies).toBeNull();
    expect(formOf(passenger({ has_allergies: 0 })).hasAllergies).toBe(false);
  });

  it('ignores a stray allergy list when the passenger has no allergies', () => {
    expect(formOf(passenger({ has_allergies: false, food_allergies: [1] })).allergies).toEqual([]);
  });
});

type Edits = Parameters<typeof submitProblemOf>[1];

/** The first problem a submit stops at; the count of them must agree with the messages. */
function findSubmitProblem(passengers: MealPassengerRecord[], edits: Edits) {
  const problems = passengers.flatMap((each) => submitProblemOf(each, edits) ?? []);
  expect(countSubmitProblems(passengers, edits)).toBe(problems.length);
  return problems[0] ?? null;
}

describe('validation', () => {
  it('rejects "I have food allergies" with nothing ticked (Save)', () => {
    expect(
      validateForm({ mealChoice: '', hasAllergies: true, allergies: [], mealRequest: '' }),
    ).toBe('Please select at least one allergy if you have food allergies.');
    expect(
      validateForm({ mealChoice: '', hasAllergies: true, allergies: [2], mealRequest: '' }),
    ).toBeNull();
  });

  it('rejects an unanswered allergy question (Save)', () => {
    expect(
      validateForm({ mealChoice: '1', hasAllergies: null, allergies: [], mealRequest: '' }),
    ).toBe('Please tell us whether you have food allergies.');
    expect(
      validateForm({ mealChoice: '', hasAllergies: false, allergies: [], mealRequest: '' }),
    ).toBeNull();
  });

  it('rejects a passenger who never answered, by name, capitalised (Submit)', () => {
    const unanswered = passenger({
      id: 3,
      firstname: 'DANIEL',
      lastname: 'walker',
      has_allergies: null,
    });
    expect(findSubmitProblem([passenger(), unanswered], {})).toBe(
      'Please tell us whether Daniel Walker has food allergies.',
    );
    // An open edit that answers the question counts.
    expect(
      findSubmitProblem([unanswered], {
        3: { mealChoice: '', hasAllergies: false, allergies: [], mealRequest: '' },
      }),
    ).toBeNull();
  });

  it('counts every passenger who stops a submit, whichever the problem', () => {
    const unanswered = passenger({ id: 1, has_allergies: null });
    const noneTicked = passenger({ id: 2, has_allergies: 1, food_allergies: '' });
    const answered = passenger({ id: 3, has_allergies: 0 });
    expect(countSubmitProblems([unanswered, answered, noneTicked], {})).toBe(2);
    expect(
      countSubmitProblems([unanswered, answered, noneTicked], {
        1: { mealChoice: '', hasAllergies: false, allergies: [], mealRequest: '' },
        3: { mealChoice: '', hasAllergies: null, allergies: [], mealRequest: '' },
      }),
    ).toBe(2);
    expect(findSubmitProblem([answered, noneTicked, unanswered], {})).toBe(
      'Passenger Emma Walker must select at least one allergy if they have food allergies.',
    );
  });

  it('checks edited values, else saved values (Submit)', () => {
    const saved = passenger({ id: 1, has_allergies: 1, food_allergies: '' });
    const other = passenger({ id: 2, firstname: 'Tom', lastname: 'Walker' });
    expect(findSubmitProblem([saved, other], {})).toBe(
      'Passenger Emma Walker must select at least one allergy if they have food allergies.',
    );
    expect(
      findSubmitProblem([saved, other], {
        1: { mealChoice: '1', hasAllergies: false, allergies: [], mealRequest: '' },
        2: { mealChoice: '1', hasAllergies: true, allergies: [], mealRequest: '' },
      }),
    ).toBe('Passenger Tom Walker must select at least one allergy if they have food allergies.');
    expect(
      findSubmitProblem([saved], {
        1: { mealChoice: '', hasAllergies: true, allergies: [4], mealRequest: '' },
      }),
    ).toBeNull();
  });
});

describe('openMealChoiceNote', () => {
  it('counts the passengers whose meal choice is left open, edits first, in one sentence', () => {
    const chosen = passenger({ id: 1, meal_choice: 1 });
    const open = passenger({ id: 2, meal_choice: null });
    const alsoOpen = passenger({ id: 3, meal_choice: null });
    expect(openMealChoiceNote([chosen, open], {})).toBe(
      'Meal choice left open for 1 passenger: our team will ask you.',
    );
    expect(openMealChoiceNote([chosen, open, alsoOpen], {})).toBe(
      'Meal choice left open for 2 passengers: our team will ask you.',
    );
    const choosing = { mealChoice: '2', hasAllergies: false, allergies: [], mealRequest: '' };
    expect(openMealChoiceNote([chosen, open], { 2: choosing })).toBeNull();
  });
});

describe('updatePayload', () => {
  it('sends exactly the five fields, with null for empty choice and text', () => {
    expect(
      updatePayload(4, { mealChoice: '', hasAllergies: false, allergies: [], mealRequest: ' ' }),
    ).toEqual({
      passenger_id: 4,
      meal_choice: null,
      has_food_allergies: false,
      food_allergies: [],
      meal_request: null,
    });
    expect(
      updatePayload(4, {
        mealChoice: '2',
        hasAllergies: true,
        allergies: [1, 3],
        mealRequest: 'x',
      }),
    ).toEqual({
      passenger_id: 4,
      meal_choice: 2,
      has_food_allergies: true,
      food_allergies: [1, 3],
      meal_request: 'x',
    });
  });
});

describe('read-mode labels', () => {
  const options = [
    { id: 1, label: 'Regular' },
    { id: 2, label: 'Vegetarian' },
  ];
  const groups = [
    { group_id: 1, group_label: 'Seafood', allergies: [{ id: 1, Label: 'Shellfish' }] },
    { group_id: 2, group_label: 'Nuts', allergies: [{ id: 2, Label: 'Peanuts' }] },
  ];

  it('joins allergy labels with ", "; an explicit no is None, no answer is Not answered', () => {
    const form = { mealChoice: '2', hasAllergies: true, allergies: [2, 1], mealRequest: '' };
    expect(mealLabel(form, options)).toBe('Vegetarian');
    expect(allergyLabels(form, groups)).toBe('Shellfish, Peanuts');
    const no = { mealChoice: '', hasAllergies: false, allergies: [], mealRequest: '' };
    expect(mealLabel(no, options)).toBe('-');
    expect(allergyLabels(no, groups)).toBe('None');
    expect(allergyLabels({ ...no, hasAllergies: null }, groups)).toBe('Not answered');
  });
});

describe('stillToAnswer', () => {
  it('counts the passengers still to answer, and is silent when none is left', () => {
    expect(stillToAnswer(3, 24)).toEqual({
      message: '3 of 24 passengers still to answer. Fill in each, then submit your meal requests.',
      actionLabel: 'Show who is left',
    });
    expect(stillToAnswer(1, 1)).toEqual({
      message: 'Your meal request is still to answer. Fill it in, then submit it.',
      actionLabel: 'Show what is missing',
    });
    expect(stillToAnswer(0, 24)).toBeNull();
  });
});
