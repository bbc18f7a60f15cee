/**
 * Reports the server has not acknowledged yet (a payment the provider took, a signed agreement),
 * kept in localStorage per guest: they outlive navigation, a reload, a closed tab and a new
 * sign-in of the same guest, and another guest signing in on this browser never sees them.
 */
import { guestStorage } from './guestStorage';

const store = guestStorage('portal.unsent.');

export interface UnsentItem {
  /** What kind of report; with `id`, what makes it unique (sending it twice is harmless). */
  kind: string;
  id: string;
}

/** The stored text for a guest: a string, so `useSyncExternalStore` sees a stable snapshot. */
export const unsentSnapshot = store.snapshot;

/** The items in a snapshot; anything unreadable is dropped rather than sent. */
export function parseUnsent<T extends UnsentItem>(snapshot: string | null): T[] {
  if (!snapshot) return [];
  try {
    const items: unknown = JSON.parse(snapshot);
    if (!Array.isArray(items)) return [];
    return items.filter(
      (item): item is T =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as UnsentItem).kind === 'string' &&
        typeof (item as UnsentItem).id === 'string',
    );
  } catch {
    return [];
  }
}

export const readUnsent = <T extends UnsentItem>(userId: string | null): T[] =>
  parseUnsent<T>(unsentSnapshot(userId));

const write = (userId: string, items: UnsentItem[]) =>
  store.write(userId, items.length === 0 ? null : JSON.stringify(items));

const same = (a: UnsentItem, b: UnsentItem) => a.kind === b.kind && a.id === b.id;

/** Keeps a report until `dropUnsent`; keeping the same kind and id again replaces it. */
export function keepUnsent(userId: string, item: UnsentItem): void {
  write(userId, [...readUnsent(userId).filter((kept) => !same(kept, item)), item]);
}

export function dropUnsent(userId: string, item: UnsentItem): void {
  const items = readUnsent(userId);
  if (items.some((kept) => same(kept, item)))
    write(
      userId,
      items.filter((kept) => !same(kept, item)),
    );
}

/** Calls `listener` when this tab or another one changes what is kept. */
export const subscribeUnsent = store.subscribe;
