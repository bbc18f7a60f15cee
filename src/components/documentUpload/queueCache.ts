import { initialQueue, type QueueState } from './uploadQueue';

/**
 * Staged files outlive the page for as long as the app runs: a 401 sends the guest to login and
 * back, and the files they chose are still there. Keys name the guest, so another guest signing
 * in on the same tab never sees them. (Files cannot go to sessionStorage; a reload still loses
 * them, which the leave guard warns about.)
 */
const kept = new Map<string, QueueState>();

export const INTERRUPTED_MESSAGE = 'Upload interrupted. Please retry.';

export function cacheQueue(key: string, state: QueueState): void {
  kept.set(key, state);
}

export function restoreQueue(key: string | undefined): QueueState {
  const state = key ? kept.get(key) : undefined;
  if (!state) return initialQueue;
  return {
    items: state.items
      .filter((item) => item.status !== 'uploaded')
      .map((item) =>
        item.status === 'uploading'
          ? { ...item, status: 'failed' as const, progress: 0, error: INTERRUPTED_MESSAGE }
          : item,
      ),
    run: [],
    running: false,
    travellerAsks: 0,
  };
}

/** Test isolation: every test starts with no kept files. */
export function clearQueueCache(): void {
  kept.clear();
}
