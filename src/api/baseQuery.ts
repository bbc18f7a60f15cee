import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  afterResponse,
  authHeaders,
  isResponseStatus,
  MISSING_TOKEN_MESSAGE,
  parseResponseText,
  UNKNOWN_ERROR_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
  type ApiExtra,
  type SessionHolder,
} from './apiExtra';
import {
  cancelled,
  errorText,
  REQUEST_TIMEOUT_MS,
  sendWithXhr,
  timedOut,
  type Outcome,
} from './transport';

export interface RequestArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** How to read the response; `blob` for PDFs. */
  responseHandler?: 'json' | 'blob';
  /** Percent of the body sent, 0 to 100; asking for it sends through XMLHttpRequest. */
  onUploadProgress?: (percent: number) => void;
}

export type ApiErrorStatus =
  number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CANCELLED' | 'NO_TOKEN';

/** `data` is the failed response's body, else the error's message, else "Unknown error occurred". */
export interface ApiError {
  status: ApiErrorStatus;
  data: unknown;
}

export interface ApiMeta {
  status?: number;
  lastAccess?: string | null;
}

type Result = { data: unknown; meta: ApiMeta } | { error: ApiError; meta?: ApiMeta };

/** Calls that need no session. */
const PUBLIC_ENDPOINTS = new Set(['customerLogin']);

/** A read response: 2xx and 400 are data (unless unreadable), the rest an error with its body. */
function fromOutcome(outcome: Outcome): Result {
  switch (outcome.kind) {
    case 'timeout':
      return { error: { status: 'TIMEOUT_ERROR', data: outcome.message } };
    case 'cancelled':
      return { error: { status: 'CANCELLED', data: outcome.message } };
    case 'network':
      return { error: { status: 'FETCH_ERROR', data: outcome.message } };
  }
  const meta: ApiMeta = { status: outcome.status, lastAccess: outcome.lastAccess };
  if (outcome.kind === 'unread')
    return { error: { status: outcome.status, data: outcome.message }, meta };
  if (!isResponseStatus(outcome.status))
    return { error: { status: outcome.status, data: outcome.body ?? UNKNOWN_ERROR_MESSAGE }, meta };
  // A response that cannot be read is not a success: the page must not act as if it saved.
  if (!outcome.readable)
    return { error: { status: 'PARSING_ERROR', data: UNREADABLE_RESPONSE_MESSAGE }, meta };
  return { data: outcome.body, meta };
}

type Read = { readable: boolean; body: unknown } | { unread: string };

/**
 * A plain call through RTK Query's fetchBaseQuery (URL, params, JSON body, headers, 30 s
 * timeout); the portal keeps its own reading of the body and its error texts.
 */
async function sendWithFetchBaseQuery(
  args: RequestArgs,
  api: BaseQueryApi,
  onHeaders: (status: number, lastAccess: string | null) => void,
): Promise<Outcome> {
  let signal: AbortSignal | undefined;
  let failure: unknown;
  const query = fetchBaseQuery({
    timeout: REQUEST_TIMEOUT_MS,
    // Null params are left out, as undefined ones are.
    paramsSerializer: (params) =>
      new URLSearchParams(
        Object.entries(params).flatMap(([key, value]) =>
          value == null ? [] : [[key, String(value)]],
        ),
      ).toString(),
    fetchFn: async (input) => {
      const request = input as Request;
      signal = request.signal;
      try {
        signal.throwIfAborted();
        // The caller's own FormData goes out as it is, with the boundary fetch gives it.
        const form = args.body instanceof FormData ? args.body : null;
        const headers = new Headers(request.headers);
        if (form) headers.delete('content-type');
        return await fetch(request.url, {
          method: request.method,
          headers,
          body: form ?? (request.body && (await request.text())),
          signal,
        });
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    // Every status is read here; fromOutcome decides what is a response.
    validateStatus: () => true,
    responseHandler: async (response): Promise<Read> => {
      onHeaders(response.status, response.headers.get('x-last-access'));
      try {
        if (args.responseHandler === 'blob' && response.ok)
          return { readable: true, body: await response.blob() };
        return parseResponseText(await response.text());
      } catch (error) {
        return { unread: errorText(error) };
      }
    },
  });
  const { url, method, body, params, headers } = args;
  const result = await query({ url, method, body, params, headers }, api, {});
  const response = result.meta?.response;
  if (signal?.aborted) return api.signal.aborted ? cancelled() : timedOut();
  if (!response || !('data' in result)) return { kind: 'network', message: errorText(failure) };
  const { status } = response;
  const lastAccess = response.headers.get('x-last-access');
  const read = result.data as Read;
  if ('unread' in read) return { kind: 'unread', status, lastAccess, message: read.unread };
  return { kind: 'answer', status, lastAccess, ...read };
}

/**
 * The portal's request helper as an RTK Query base query: session headers, server time, 401 to
 * login, and 400 delivered as a response.
 */
export const portalBaseQuery: BaseQueryFn<
  RequestArgs | string,
  unknown,
  ApiError,
  object,
  ApiMeta
> = async (rawArgs, api) => {
  const args = typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
  const { config } = api.extra as ApiExtra;
  const { session } = api.getState() as SessionHolder;
  const isPublic = PUBLIC_ENDPOINTS.has(api.endpoint);
  if (!isPublic && !session.token) {
    return { error: { status: 'NO_TOKEN', data: MISSING_TOKEN_MESSAGE } };
  }
  const request: RequestArgs = {
    ...args,
    url: config.apiBaseUrl + args.url,
    headers: {
      Accept:
        args.responseHandler === 'blob' ? 'application/pdf, application/json' : 'application/json',
      ...(isPublic ? {} : authHeaders(session)),
      ...args.headers,
    },
  };
  const onHeaders = (status: number, lastAccess: string | null) =>
    afterResponse(api.dispatch, isPublic ? 0 : status, lastAccess);
  const outcome =
    args.onUploadProgress && args.body instanceof FormData
      ? await sendWithXhr({
          url: request.url,
          method: args.method ?? 'GET',
          headers: request.headers ?? {},
          body: args.body,
          signal: api.signal,
          onUploadProgress: args.onUploadProgress,
          onHeaders,
        })
      : await sendWithFetchBaseQuery(request, api, onHeaders);
  if (outcome.kind === 'cancelled')
    console.warn(`Request cancelled: ${args.method ?? 'GET'} ${args.url}`);
  return fromOutcome(outcome);
};
