import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from './baseQuery';
import type { Answered, PortalApi } from './portalApi';
import type { LoginRequest, LoginResponse } from './generated';
import type { ApiExtra } from './requestContext';
import { loginFailed, loginSucceeded, type LoggedInPayload } from './session';
import { installPortalApi, type RootState } from './state';

export interface LoginFailure {
  /** What the login page shows. */
  shown: string;
  /** What the call reports (spec section 8). */
  returned: string;
}

const AUTHORIZATION_ERROR = 'Authorization Error.';
const UNKNOWN_LOGIN_ERROR = 'Unknown Login Error.';

const serverMessage = (body: unknown): string | null => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

function lastAccessOf(answer: LoginResponse, header: string | null | undefined): string {
  if (header) return header;
  if (answer.last_access) return answer.last_access;
  console.warn(
    'Login answer carried no server time (x-last-access or last_access); using the client clock.',
  );
  return new Date().toISOString();
}

/** Spec sections 5 and 8: success needs status 200 and a token; otherwise the server's message. */
export const login = createAsyncThunk<
  LoggedInPayload,
  LoginRequest,
  { state: RootState; extra: ApiExtra; rejectValue: LoginFailure }
>('session/login', async (credentials, { dispatch, rejectWithValue }) => {
  const noAnswer = () => {
    dispatch(loginFailed(AUTHORIZATION_ERROR));
    return rejectWithValue({ shown: AUTHORIZATION_ERROR, returned: UNKNOWN_LOGIN_ERROR });
  };
  let portalApi: PortalApi;
  try {
    portalApi = await dispatch(installPortalApi());
  } catch (error) {
    console.warn('The API client could not be loaded', error);
    return noAnswer();
  }
  const result = await dispatch(
    portalApi.endpoints.customerLogin.initiate({ loginRequest: credentials }, { track: false }),
  );
  if ('data' in result && result.data) {
    const answer = result.data as Answered<LoginResponse>;
    if (answer.answerStatus === 200 && answer.token) {
      const payload: LoggedInPayload = {
        token: answer.token,
        userId: String(answer.user_id),
        userEmail: answer.user_email,
        lastAccess: lastAccessOf(answer, answer.answerLastAccess),
      };
      dispatch(loginSucceeded(payload));
      // Answers cached under the old session (a 401 among them) must not outlive it.
      dispatch(portalApi.util.resetApiState());
      return payload;
    }
    const message = serverMessage(answer) ?? AUTHORIZATION_ERROR;
    dispatch(loginFailed(message));
    return rejectWithValue({ shown: message, returned: message });
  }
  const error = ('error' in result ? result.error : undefined) as ApiError | undefined;
  const hasResponse = typeof error?.status === 'number';
  const message = hasResponse ? serverMessage(error?.data) : null;
  if (message) {
    dispatch(loginFailed(message));
    return rejectWithValue({ shown: message, returned: message });
  }
  return noAnswer();
});
