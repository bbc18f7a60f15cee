import { useCallback, useState } from 'react';
import type { MealPassengerRecord } from '../../api/responses';
import { failureMessage, isLockedFailure, rejectionOf } from '../../api/errors';
import { useAppDispatch } from '../../api/hooks';
import { portalApi, useUpdateMealRequestMutation } from '../../api/portalApi';
import { useDraft } from '../../components/task/useDraft';
import {
  formOf,
  SAVE_FAILED_MESSAGE,
  SAVE_LOCKED_MESSAGE,
  sameForm,
  updatePayload,
  validateForm,
  type MealForm,
} from './mealModel';

type Edits = Record<string, MealForm>;

function without(edits: Edits, id: string): Edits {
  const rest = { ...edits };
  delete rest[id];
  return rest;
}

/**
 * The open passenger edits of the meals page. They live in a session draft, so a reload or a
 * re-login after a 401 reopens them as they were; saving or cancelling closes and forgets one.
 */
export function useMealEdits(passengers: MealPassengerRecord[]) {
  const dispatch = useAppDispatch();
  const [edits, setEdits, clearEdits, restored] = useDraft<Edits>('meals.edits', {});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [savingIds, setSavingIds] = useState<string[]>([]);
  const [updateMealRequest] = useUpdateMealRequestMutation();

  const setError = useCallback(
    (id: string, message: string | null) =>
      setErrors((previous) => ({ ...previous, [id]: message })),
    [],
  );

  // Stable callbacks (they never read `edits` directly), so one passenger's change re-renders
  // only that passenger's card.
  const start = useCallback(
    (passenger: MealPassengerRecord) => {
      setError(String(passenger.id), null);
      setEdits((previous) => ({ ...previous, [String(passenger.id)]: formOf(passenger) }));
    },
    [setEdits, setError],
  );

  const change = useCallback(
    (passenger: MealPassengerRecord, update: (form: MealForm) => MealForm) => {
      const id = String(passenger.id);
      setError(id, null);
      setEdits((previous) => {
        const form = previous[id];
        return form ? { ...previous, [id]: update(form) } : previous;
      });
    },
    [setEdits, setError],
  );

  const cancel = useCallback(
    (passenger: MealPassengerRecord) => {
      setError(String(passenger.id), null);
      setEdits((previous) => without(previous, String(passenger.id)));
    },
    [setEdits, setError],
  );

  /**
   * Sends one passenger's form and closes it once the server stored it (true). On a failure the
   * edit stays open with its message.
   */
  const save = useCallback(
    async (passenger: MealPassengerRecord, form: MealForm): Promise<boolean> => {
      const id = String(passenger.id);
      const invalid = validateForm(form);
      if (invalid) {
        setError(id, invalid);
        return false;
      }
      setSavingIds((previous) => [...previous, id]);
      try {
        const payload = updatePayload(passenger.id, form);
        const answer = await updateMealRequest({ mealRequestUpdate: payload }).unwrap();
        const rejected = rejectionOf(answer);
        if (rejected) {
          setError(id, rejected);
          return false;
        }
        // Show the saved values at once; the tag refetch confirms them.
        dispatch(
          portalApi.util.updateQueryData('getMealRequests', undefined, (draft) => {
            const cached = draft.passengers.find((item) => item.id === passenger.id);
            if (!cached) return;
            cached.meal_choice = payload.meal_choice;
            cached.has_allergies = payload.has_food_allergies;
            cached.food_allergies = payload.food_allergies;
            cached.meal_request = payload.meal_request ?? '';
          }),
        );
        setError(id, null);
        setEdits((previous) => without(previous, id));
        return true;
      } catch (failure) {
        // Locked: the edit stays (shown read-only with its text, see MealPassengerCard), and the
        // failed call's 'meals' invalidation refetches the status that locks the page.
        setError(
          id,
          isLockedFailure(failure)
            ? SAVE_LOCKED_MESSAGE
            : failureMessage(failure, SAVE_FAILED_MESSAGE),
        );
        return false;
      } finally {
        setSavingIds((previous) => previous.filter((value) => value !== id));
      }
    },
    [dispatch, setEdits, setError, updateMealRequest],
  );

  /** Saves every open edit (before a submit), stopping at the first failure; true when all were. */
  const saveAll = async (): Promise<boolean> => {
    for (const passenger of passengers) {
      const form = edits[String(passenger.id)];
      if (form && !(await save(passenger, form))) return false;
    }
    return true;
  };

  /** Edits that differ from what the server holds: these are what leaving would lose. */
  const dirty = passengers.some((passenger) => {
    const form = edits[String(passenger.id)];
    return form !== undefined && !sameForm(form, formOf(passenger));
  });

  return {
    edits,
    errors,
    savingIds,
    restored,
    dirty,
    start,
    change,
    cancel,
    save,
    saveAll,
    clearAll: clearEdits,
  };
}
