import { createAsyncThunk } from '@reduxjs/toolkit';
import { failureMessage, messageIn } from './errors';
import type { LoginRequest, LoginResponse } from './generated';
import type { WithStatus } from './baseQuery';
import type { PortalApi } from './portalApi';
import type { ApiExtra, SessionHolder } from './apiExtra';
import { loginSucceeded, type LoggedInPayload } from './session';

/** What the login page shows when signing in failed. */
export interface LoginFailure {
  shown: string;
}

const AUTHORIZATION_ERROR = 'Authorization Error.';

function lastAccessOf(body: LoginResponse, header: string | null | undefined): string {
  if (header) return header;
  if (body.last_access) return body.last_access;
  console.warn(
    'Login response carried no server time (x-last-access or last_access); using the client clock.',
  );
  return new Date().toISOString();
}

/**
 * Signing in succeeds only with status 200 and a token; otherwise the guest reads the server's
 * message, or "Authorization Error." when there is none (no response at all, say).
 */
export const login = createAsyncThunk<
  LoggedInPayload,
  LoginRequest,
  { state: SessionHolder; extra: ApiExtra; rejectValue: LoginFailure }
>('session/login', async (credentials, { dispatch, extra, rejectWithValue }) => {
  const fail = (message: string | null) =>
    rejectWithValue({ shown: message ?? AUTHORIZATION_ERROR });
  let portalApi: PortalApi;
  try {
    await extra.loadApi();
    ({ portalApi } = await import('./portalApi'));
  } catch (error) {
    console.warn('The API client could not be loaded', error);
    return fail(null);
  }
  const result = await dispatch(
    portalApi.endpoints.customerLogin.initiate({ loginRequest: credentials }, { track: false }),
  );
  if ('data' in result && result.data) {
    const body = result.data as WithStatus<LoginResponse>;
    if (body.responseStatus !== 200 || !body.token) return fail(messageIn(body));
    const payload: LoggedInPayload = {
      token: body.token,
      userId: String(body.user_id),
      userEmail: body.user_email,
      lastAccess: lastAccessOf(body, body.responseLastAccess),
    };
    dispatch(loginSucceeded(payload));
    // Responses cached under the old session (a 401 among them) must not outlive it.
    dispatch(portalApi.util.resetApiState());
    return payload;
  }
  // A failed response's `{ message }` is for the guest; a transport error's text is not.
  return fail(failureMessage('error' in result ? result.error : undefined, AUTHORIZATION_ERROR));
});
