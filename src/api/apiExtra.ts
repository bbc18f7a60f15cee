import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { authRequired, lastAccessUpdated, type SessionState } from './session';
import { DASHBOARD_PATH } from '../config/homePath';

/** What the store hands every API call (thunk extra argument). */
export interface ApiExtra {
  config: RuntimeConfig;
  /** Loads the API client (not part of the first download) and adds its state to this store. */
  loadApi: () => Promise<void>;
}

export interface SessionHolder {
  session: SessionState;
}

export const MISSING_TOKEN_MESSAGE = 'Not found token in local storage';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';

/** The hash-router location the guest is on, passed to the login page after a 401. */
export function currentLocation(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : DASHBOARD_PATH;
}

type Dispatch = (
  action: ReturnType<typeof authRequired> | ReturnType<typeof lastAccessUpdated>,
) => unknown;

/** Shared by fetch and XHR paths: remember server time, and send the guest to login on 401. */
export function afterResponse(
  dispatch: Dispatch,
  status: number,
  lastAccessHeader: string | null,
): void {
  if (lastAccessHeader) dispatch(lastAccessUpdated(lastAccessHeader));
  // A late 401 that lands after the redirect must not replace where the guest came from.
  if (status === 401 && !currentLocation().startsWith('/login')) {
    dispatch(authRequired(currentLocation()));
  }
}

/** Statuses 200-299 and 400 are responses, not errors: a 400 carries the server's rejection. */
export const isResponseStatus = (status: number) =>
  (status >= 200 && status < 300) || status === 400;

export const UNREADABLE_RESPONSE_MESSAGE = 'The server sent a response that could not be read.';

/** A response's text as JSON; `readable: false` when it is not JSON (a proxy page, a cut body). */
export function parseResponseText(text: string): { readable: boolean; body: unknown } {
  if (!text) return { readable: true, body: null };
  try {
    return { readable: true, body: JSON.parse(text) as unknown };
  } catch {
    return { readable: false, body: text };
  }
}

/** Makes sure the API client has loaded into the store (see `ApiExtra.loadApi`). */
export const loadPortalApi =
  (): ThunkAction<Promise<void>, unknown, ApiExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra.loadApi();
