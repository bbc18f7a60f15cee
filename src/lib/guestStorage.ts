/**
 * One text per guest in localStorage, under `<prefix><userId>`: it outlives navigation, a reload,
 * a closed tab and a new sign-in of the same guest, and another guest signing in on this browser
 * never reads it. Storage that is full or blocked reads as nothing kept.
 */
export interface GuestStorage {
  /** The guest's stored text: a string, so `useSyncExternalStore` sees a stable snapshot. */
  snapshot: (userId: string | null) => string | null;
  /** Stores the text, or removes the key for null, and tells every subscriber in this tab. */
  write: (userId: string, text: string | null) => void;
  /** Calls `listener` when this tab or another one changes a text under the prefix. */
  subscribe: (listener: () => void) => () => void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function guestStorage(prefix: string): GuestStorage {
  const keyOf = (userId: string) => `${prefix}${userId}`;
  const listeners = new Set<() => void>();
  return {
    snapshot: (userId) => {
      if (!userId) return null;
      try {
        return storage()?.getItem(keyOf(userId)) ?? null;
      } catch {
        return null;
      }
    },
    write: (userId, text) => {
      try {
        if (text === null) storage()?.removeItem(keyOf(userId));
        else storage()?.setItem(keyOf(userId), text);
      } catch {
        // Storage full or blocked: what the caller holds in memory still stands.
      }
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener();
      };
      listeners.add(listener);
      window.addEventListener('storage', fromOtherTab);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', fromOtherTab);
      };
    },
  };
}
