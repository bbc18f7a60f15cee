import { TASK_KEYS, type TaskKey } from '../../domain/tasks';

export const STATUS_EVENT = 'portalStatusUpdated';

export interface StatusEventDetail {
  key: TaskKey;
  status: string;
}

/** The events the portal fired itself: it has already refreshed what they announce. */
const ownEvents = new WeakSet<Event>();

/** Tells any listener (widgets, embedding code) that a task's status changed. */
export function emitStatusUpdated(key: TaskKey, status: string): void {
  const event = new CustomEvent<StatusEventDetail>(STATUS_EVENT, { detail: { key, status } });
  ownEvents.add(event);
  window.dispatchEvent(event);
}

/**
 * Reads an event that other code on the page fired, defensively: any code can fire it, with any
 * detail. The portal's own events read as null.
 */
export function parseExternalStatusEvent(event: Event): StatusEventDetail | null {
  if (ownEvents.has(event)) return null;
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { key, status } = detail as Record<string, unknown>;
  const task = TASK_KEYS.find((known) => known === key);
  if (!task) return null;
  return { key: task, status: typeof status === 'string' ? status : '' };
}
