import type { StatusMessage, TaskStatus } from '../api/generated';
import type { StatusMessages } from '../api/responses';

// What a task's status means to the guest: whether it can still change, and how it is shown.
export type { StatusMessage, StatusMessages, TaskStatus };

/** Status colours, rendered through the MUI palette. */
export type StatusTone = 'info' | 'warning' | 'primary' | 'success' | 'secondary' | 'error';

export const isCompleted = (status: TaskStatus | null | undefined) =>
  status === 'completed' || status === 'complete';
export const isUnderReview = (status: TaskStatus | null | undefined) =>
  status === 'processing' || status === 'preprocessing';
/** The team prepares the task before the guest can act (the travel app's account): not done. */
export const isBeingPrepared = (status: TaskStatus | null | undefined) =>
  status === 'preprocessing';
/** What the guest has done: submitted (the team checks it) or completed. */
export const isDoneByGuest = (status: TaskStatus | null | undefined) =>
  isCompleted(status) || status === 'processing';
/** Editing, uploading, deleting, saving and submitting happen only in this state. */
export const isEditable = (status: TaskStatus | null | undefined) => status === 'uncomplete';

export type MenuIconKind = 'completed' | 'review' | 'preparing' | 'action';

/** Side-menu icon rule: a missing or failed status shows the warning icon. */
export function menuIconKind(status: TaskStatus | null | undefined): MenuIconKind {
  if (isCompleted(status)) return 'completed';
  // Still a blue check, but its own: the guest submitted nothing, and the review tick read as if
  // they had.
  if (isBeingPrepared(status)) return 'preparing';
  if (isUnderReview(status)) return 'review';
  return 'action';
}

/** Dashboard card alert: preprocessing info, uncomplete warning, processing primary, completed success. */
export function cardTone(status: TaskStatus | null | undefined): StatusTone {
  if (status === 'preprocessing') return 'info';
  if (status === 'uncomplete') return 'warning';
  if (status === 'processing') return 'primary';
  if (isCompleted(status)) return 'success';
  return 'secondary';
}

/** Task page banner: uncomplete warning, processing primary, complete/completed success, else info. */
export function bannerTone(status: TaskStatus | null | undefined): StatusTone {
  if (status === 'uncomplete') return 'warning';
  if (status === 'processing') return 'primary';
  if (isCompleted(status)) return 'success';
  return 'info';
}

/** The server's header and body for the current status, if it sent any. */
export function messageFor(
  status: TaskStatus | null | undefined,
  messages: StatusMessages | null | undefined,
): StatusMessage | null {
  if (!status || !messages) return null;
  const message = messages[status];
  return message && (message.header || message.body) ? message : null;
}
