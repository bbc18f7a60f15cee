import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { focusFirst, focusIsLost } from './focusTargets';
import { isRemovable, type StagedFile } from './uploadQueue';

/** Marks on the staged list's buttons, so the focus can find the row's Remove or Retry. */
export const REMOVE_MARK = 'data-remove';
export const RETRY_MARK = 'data-retry';

const buttonsIn = (list: HTMLElement | null, mark: string) =>
  Array.from(list?.querySelectorAll<HTMLButtonElement>(`button[${mark}]`) ?? []);

export interface StagedFocusOptions {
  items: readonly StagedFile[];
  running: boolean;
  remove: (key: string) => void;
  /** The staged list (with its upload controls). */
  list: RefObject<HTMLElement | null>;
  chooseButton: RefObject<HTMLButtonElement | null>;
  /** The step after a successful upload: the confirm button. */
  nextStep: RefObject<HTMLButtonElement | null>;
}

/**
 * Keeps the focus on a control near where it was when its own control goes: after a staged file
 * is removed, on the next file's Remove (or Choose files when none is left); when an upload run
 * ends with the focus on its controls or lost (they were disabled meanwhile), on the first Retry,
 * else the confirm button, else Choose files. Returns the remove to use instead of the queue's.
 */
export function useStagedFocus({
  items,
  running,
  remove,
  list,
  chooseButton,
  nextStep,
}: StagedFocusOptions) {
  const removedAt = useRef<number | null>(null);
  const removeAndRefocus = useCallback(
    (key: string) => {
      removedAt.current = items.filter(isRemovable).findIndex((item) => item.key === key);
      remove(key);
    },
    [items, remove],
  );
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = buttonsIn(list.current, REMOVE_MARK);
    focusFirst(buttons[Math.min(at, buttons.length - 1)], chooseButton.current);
  }, [items, list, chooseButton]);

  const wasRunning = useRef(running);
  useEffect(() => {
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    // Only when the focus was on the run's own controls (or lost with them): elsewhere the guest
    // has moved on meanwhile.
    const onRunControls = list.current?.contains(document.activeElement) ?? false;
    if (ended && (focusIsLost() || onRunControls))
      focusFirst(buttonsIn(list.current, RETRY_MARK)[0], nextStep.current, chooseButton.current);
  }, [running, list, chooseButton, nextStep]);

  return removeAndRefocus;
}
