export const STATUS_EVENT = 'portalStatusUpdated';

const KEYS = new Set(['docusign', 'meals', 'passports', 'flights', 'whatsapp', 'axusapp']);

export interface StatusEventDetail {
  key: string;
  status: string;
  /** Marks events the portal emitted itself, which it has already handled through tags. */
  source?: 'portal';
}

/** Tells any listener (menu, other widgets, embedding code) that a task's status changed. */
export function emitStatusUpdated(key: string, status: string): void {
  const detail: StatusEventDetail = { key, status, source: 'portal' };
  window.dispatchEvent(new CustomEvent(STATUS_EVENT, { detail }));
}

/** Reads an event's detail defensively: any code on the page can fire it. */
export function parseStatusEvent(event: Event): StatusEventDetail | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { key, status, source } = detail as Record<string, unknown>;
  if (typeof key !== 'string' || !KEYS.has(key)) return null;
  return {
    key,
    status: typeof status === 'string' ? status : '',
    source: source === 'portal' ? 'portal' : undefined,
  };
}
