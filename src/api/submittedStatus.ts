import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { addTagTypes } from './generated';
import { loggedOut } from './session';

/** The tags that name a task: each task's list response provides one, and its submit invalidates it. */
export type TaskKey = Exclude<(typeof addTagTypes)[number], 'auth' | 'Profile' | 'Invoices'>;

export interface SubmittedStatus {
  /** What the task shows after the guest's submit. */
  status: string;
  /** The server's status when the guest submitted; once the server reports another, it wins. */
  over: string | null;
}

export type SubmittedStatusState = Partial<Record<TaskKey, SubmittedStatus>>;

/**
 * A task the guest has just submitted is locked at once, everywhere, before the server's next
 * response arrives, and stays locked while the server still reports the status it was submitted
 * over (a slow back end, or a signature the server could not record yet). Any other status from
 * the server replaces it.
 */
export const submittedStatusSlice = createSlice({
  name: 'submittedStatus',
  initialState: {} as SubmittedStatusState,
  reducers: {
    taskSubmitted(state, action: PayloadAction<{ key: TaskKey } & SubmittedStatus>) {
      const { key, ...submitted } = action.payload;
      state[key] = submitted;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => ({})),
});

export const { taskSubmitted } = submittedStatusSlice.actions;

/** The status a task shows: the server's, unless the guest's submit is newer than it. */
export function shownStatus(
  serverStatus: string | null,
  submitted: SubmittedStatus | undefined,
): string | null {
  return submitted && submitted.over === serverStatus ? submitted.status : serverStatus;
}
