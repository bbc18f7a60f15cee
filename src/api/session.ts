import {
  createListenerMiddleware,
  createSlice,
  prepareAutoBatched,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  clearStoredSession,
  readStoredSession,
  writeLastAccess,
  writeStoredSession,
} from '../lib/authStorage';

export interface SessionState {
  token: string | null;
  userId: string | null;
  userEmail: string | null;
  lastAccess: string | null;
  /** True until the stored session has been checked on start-up. */
  loading: boolean;
  /** Set when a call answered 401: where the guest was, so login can bring them back. */
  authRequiredFrom: string | null;
}

export interface LoggedInPayload {
  token: string;
  userId: string;
  userEmail: string;
  lastAccess: string;
}

const initialState: SessionState = {
  token: null,
  userId: null,
  userEmail: null,
  lastAccess: null,
  loading: true,
  authRequiredFrom: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<ReturnType<typeof readStoredSession>>) {
      const stored = action.payload;
      if (stored) Object.assign(state, stored);
      state.loading = false;
    },
    loginSucceeded(state, action: PayloadAction<LoggedInPayload>) {
      Object.assign(state, action.payload);
      state.authRequiredFrom = null;
      state.loading = false;
    },
    loggedOut() {
      return { ...initialState, loading: false };
    },
    // Comes with every answer. Batched like RTK Query's own answers, so answers that arrive
    // together are shown in one render, not one render each (nothing on screen shows it).
    lastAccessUpdated: {
      reducer(state, action: PayloadAction<string>) {
        state.lastAccess = action.payload;
      },
      prepare: prepareAutoBatched<string>(),
    },
    /** A 401 keeps the stored session: it only asks the guest to sign in again. */
    authRequired(state, action: PayloadAction<string>) {
      state.authRequiredFrom = action.payload;
    },
    authRedirectHandled(state) {
      state.authRequiredFrom = null;
    },
  },
});

export const {
  sessionRestored,
  loginSucceeded,
  loggedOut,
  lastAccessUpdated,
  authRequired,
  authRedirectHandled,
} = sessionSlice.actions;

/** Mirrors the session into browser storage, so reducers stay pure. */
export const sessionPersistence = createListenerMiddleware();
sessionPersistence.startListening({
  actionCreator: loginSucceeded,
  effect: ({ payload }) => writeStoredSession(payload),
});
sessionPersistence.startListening({
  actionCreator: lastAccessUpdated,
  effect: ({ payload }) => writeLastAccess(payload),
});
sessionPersistence.startListening({
  actionCreator: loggedOut,
  effect: () => clearStoredSession(),
});

/** Start-up check: restores a stored session and ends the loading flag. */
export const restoreSession = () => sessionRestored(readStoredSession());
