import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../api/hooks';

const PREFIX = 'portal.draft.';

/** Typing writes the draft at most this often: serialising it on every keystroke costs a frame. */
export const DRAFT_WRITE_DELAY_MS = 400;

/** Drafts are kept per signed-in guest, so a shared tab never shows one guest's edit to another. */
function fullKey(userId: string | null, storageKey: string): string {
  return `${PREFIX}${userId ?? 'anonymous'}.${storageKey}`;
}

/**
 * Edits typed but not yet written, by full key. A page mounted again reads them first: its new
 * instance renders before the old one's unmount has flushed the write.
 */
const unwritten = new Map<string, { value: unknown }>();

function read<T>(key: string): { found: boolean; value?: T } {
  const pending = unwritten.get(key);
  if (pending) return { found: true, value: pending.value as T };
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? { found: false } : { found: true, value: JSON.parse(text) as T };
  } catch {
    return { found: false };
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the edit still lives in memory.
  }
}

/**
 * The guest signed out on purpose: their drafts go, and an edit not yet written is dropped as its
 * page closes, so a shared phone keeps nothing they typed (allergies included). A 401 keeps them.
 */
export function forgetDrafts(userId: string | null): void {
  const prefix = fullKey(userId, '');
  [...unwritten.keys()]
    .filter((key) => key.startsWith(prefix))
    .forEach((key) => unwritten.delete(key));
  try {
    Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith(prefix))
      .forEach((key) => window.sessionStorage.removeItem(key));
  } catch {
    // Storage blocked: nothing was stored.
  }
}

/**
 * State that survives a reload and a 401 re-login: an edit in progress is written to
 * sessionStorage (`portal.draft.<userId>.<storageKey>`) and restored on mount.
 * Writes wait up to DRAFT_WRITE_DELAY_MS and are flushed at once when the page is hidden or left
 * (reload, tab switch) and when the component unmounts (leaving the page, a 401, signing out).
 * `setValue` also takes an updater `(previous) => next`, like React's setState.
 * Call `clear` once the edit is saved, cancelled or submitted: it forgets the stored copy and
 * goes back to `initial`. `restored` is true from a mount that found a stored draft until `clear`.
 */
export function useDraft<T>(
  storageKey: string,
  initial: T,
): [
  value: T,
  setValue: (next: T | ((previous: T) => T)) => void,
  clear: () => void,
  restored: boolean,
] {
  const userId = useAppSelector((state) => state.session.userId);
  const key = fullKey(userId, storageKey);
  // The first `initial` is the one `clear` returns to; later renders may pass new literals.
  const [initialValue] = useState(initial);
  const [state, setState] = useState(() => {
    const stored = read<T>(key);
    return { value: stored.found ? (stored.value as T) : initial, restored: stored.found };
  });
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const pending = unwritten.get(key);
    if (pending) write(key, pending.value);
    unwritten.delete(key);
  }, [key]);

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, [flush]);

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      setState((previous) => {
        const value =
          typeof next === 'function' ? (next as (previous: T) => T)(previous.value) : next;
        unwritten.set(key, { value });
        timer.current ??= window.setTimeout(flush, DRAFT_WRITE_DELAY_MS);
        return { ...previous, value };
      });
    },
    [flush, key],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    unwritten.delete(key);
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
    setState({ value: initialValue, restored: false });
  }, [initialValue, key]);

  return [state.value, setValue, clear, state.restored];
}
