import { useCallback, useState } from 'react';
import { isLockedFailure, isTimedOut, rejectionOf, TIMED_OUT_MESSAGE } from '../../api/errors';
import { useAppDispatch } from '../../api/hooks';
import { portalApi, useUpdateWhatsAppNumberMutation } from '../../api/portalApi';
import { useDraft } from '../../components/task/useDraft';
import {
  INVALID_SAVED_NUMBER_MESSAGE,
  invalidNumberMessage,
  isValidWhatsAppNumber,
  lockedSaveMessage,
  normaliseWhatsAppNumber,
  SAVE_FAILED_MESSAGE,
  SAVED_MESSAGE,
  type Feedback,
} from './whatsAppModel';

/**
 * The number field: the saved number until Edit or the guest's typing opens an edit, then a
 * session draft (survives reload and re-login) until Save or Cancel. Feedback is the alert under
 * the field.
 */
export function useWhatsAppNumber(saved: string | null, editable: boolean) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateWhatsAppNumberMutation();
  const [draft, setDraft, clearDraft, restored] = useDraft<string | null>('whatsapp.number', null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [feedbackId, setFeedbackId] = useState(0);
  const [saving, setSaving] = useState(false);

  const editing = editable && draft !== null;
  const value = editing ? draft : (saved ?? '');
  const dirty = editing && draft !== (saved ?? '');
  /** What Save would send: the draft without its spaces, dashes and brackets. */
  const draftNumber = draft === null ? null : normaliseWhatsAppNumber(draft);

  const showFeedback = useCallback((next: Feedback) => {
    setFeedback(next);
    setFeedbackId((id) => id + 1);
  }, []);
  const clearFeedback = useCallback(() => setFeedback(null), []);
  const clearError = useCallback(
    () => setFeedback((current) => (current?.kind === 'error' ? null : current)),
    [],
  );

  const startEdit = () => {
    clearFeedback();
    setDraft(saved ?? '');
  };

  /** Typing opens the edit if it is not open yet. */
  const change = (next: string) => {
    // An error about the old value no longer applies once the guest types.
    clearError();
    setDraft(next);
  };

  /** Closes the edit without a word (the submit dialogs use it). */
  const closeEdit = () => clearDraft();

  const cancel = () => {
    clearDraft();
    if (saved && !isValidWhatsAppNumber(saved)) {
      showFeedback({ kind: 'error', text: INVALID_SAVED_NUMBER_MESSAGE });
    } else {
      clearFeedback();
    }
  };

  /** Saves the edited number; true when the server stored it. A failure keeps the edit. */
  const save = async (): Promise<boolean> => {
    const number = draftNumber ?? '';
    if (!isValidWhatsAppNumber(number)) {
      showFeedback({ kind: 'error', text: invalidNumberMessage(number) });
      return false;
    }
    setSaving(true);
    try {
      const response = await update({
        whatsAppUpdateRequest: { whats_app_number: number },
      }).unwrap();
      const rejected = rejectionOf(response);
      if (rejected) {
        showFeedback({ kind: 'error', text: rejected });
        return false;
      }
      dispatch(
        portalApi.util.updateQueryData('getWhatsApp', undefined, (cached) => {
          cached.whats_app_number = number;
        }),
      );
      clearDraft();
      showFeedback({ kind: 'success', text: SAVED_MESSAGE });
      return true;
    } catch (failure) {
      if (isLockedFailure(failure)) {
        // No retry can work: the number stays readable (and copyable) in the message, the edit
        // closes, and the failed call's 'whatsapp' invalidation refetches the locked status.
        clearDraft();
        showFeedback({ kind: 'error', text: lockedSaveMessage(number), copy: number });
        return false;
      }
      showFeedback({
        kind: 'error',
        text: isTimedOut(failure) ? TIMED_OUT_MESSAGE : SAVE_FAILED_MESSAGE,
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    value,
    draftNumber,
    editing,
    dirty,
    restored: restored && editing,
    saving,
    feedback,
    feedbackId,
    showFeedback,
    clearFeedback,
    clearError,
    startEdit,
    change,
    closeEdit,
    cancel,
    save,
  };
}
