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
  /** Set when a call responded with 401: where the guest was, so login can bring them back. */
  authRequiredFrom: string | null;
  /** The session ended in another tab (logout there, or another guest signed in): login says so. */
  endedElsewhere: boolean;
  /** This tab's own Logout ended it: login confirms it, for a guest on a shared device. */
  endedHere: boolean;
  /** A call responded with 401 (the server ended the session): login says so until the guest is back. */
  expired: boolean;
  /**
   * A logout (here or in another tab) ended this tab's session, until the login page shows: the
   * guard then carries no return page, so the next guest starts on the dashboard.
   */
  signedOut: boolean;
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
  endedElsewhere: false,
  endedHere: false,
  expired: false,
  signedOut: false,
};

/** Where a logout came from: this tab's Logout button, or another tab's (seen in storage). */
export type LogoutOrigin = 'here' | 'elsewhere';

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
      state.endedElsewhere = false;
      state.endedHere = false;
      state.expired = false;
      state.loading = false;
    },
    loggedOut: {
      reducer(_state, action: PayloadAction<LogoutOrigin>) {
        return {
          ...initialState,
          loading: false,
          endedElsewhere: action.payload === 'elsewhere',
          endedHere: action.payload === 'here',
          signedOut: true,
        };
      },
      prepare: (origin: LogoutOrigin = 'here') => ({ payload: origin }),
    },
    // Comes with every response. Batched like RTK Query's own responses, so responses that arrive
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
      state.expired = true;
    },
    authRedirectHandled(state) {
      state.authRequiredFrom = null;
    },
    /** The login page shows: a deep link opened from now on is returned to again. */
    signedOutHandled(state) {
      state.signedOut = false;
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
  signedOutHandled,
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
  // Another tab's logout already cleared storage, and that tab may be signing in again by now.
  effect: ({ payload }) => {
    if (payload === 'here') clearStoredSession();
  },
});

/**
 * What this tab does when another tab changed the stored session (a `storage` event): a logout
 * there, or another guest's sign-in, ends this tab's session too (its token must not outlive
 * the logout in memory); the same guest signing in again there only hands this tab the new token.
 */
export function sessionChangeElsewhere(
  current: Pick<SessionState, 'token' | 'userId'>,
  stored: ReturnType<typeof readStoredSession>,
): ReturnType<typeof loggedOut> | ReturnType<typeof sessionRestored> | null {
  if (!current.token || stored?.token === current.token) return null;
  if (stored && stored.userId === current.userId) return sessionRestored(stored);
  return loggedOut('elsewhere');
}

/** Start-up check: restores a stored session and ends the loading flag. */
export const restoreSession = () => sessionRestored(readStoredSession());
