// Task gates shared by the handlers: the guest may change a task only while it is "uncomplete".
import { fail } from '../http.js';
import { STATUS_MESSAGES } from '../messages.js';
import type { Reservation, StatusMessages, TaskKey } from '../types.js';

const TASK_NAMES: Record<TaskKey, string> = {
  docusign: 'The agreement',
  meals: 'The meal requests',
  passports: 'The passport documents',
  flights: 'The flight documents',
  whatsapp: 'The WhatsApp registration',
  axusapp: 'The travel app connection',
};

export const requireUncomplete = (r: Reservation, task: TaskKey): void => {
  const status = r.statuses[task];
  if (status !== 'uncomplete') {
    fail(400, `${TASK_NAMES[task]} can no longer be changed (status: ${status}).`);
  }
};

/** Status block every task response starts with; messages are copied so callers cannot mutate them. */
export const statusBlock = (
  r: Reservation,
  task: TaskKey,
): { status: string; statusMessages: StatusMessages } => ({
  status: r.statuses[task],
  statusMessages: structuredClone(STATUS_MESSAGES[task]),
});
