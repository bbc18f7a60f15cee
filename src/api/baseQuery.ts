import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  afterResponse,
  authHeaders,
  isAnswerStatus,
  MISSING_TOKEN_MESSAGE,
  parseAnswerText,
  UNKNOWN_ERROR_MESSAGE,
  UNREADABLE_ANSWER_MESSAGE,
  type ApiExtra,
  type SessionHolder,
} from './requestContext';

export interface RequestArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** How to read the answer; `blob` for PDFs. */
  responseHandler?: 'json' | 'blob';
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
}

export type ApiErrorStatus =
  number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CANCELLED' | 'NO_TOKEN';

/** `data` is the failed answer's body, else the error's message, else "Unknown error occurred". */
export interface ApiError {
  status: ApiErrorStatus;
  data: unknown;
}

export interface ApiMeta {
  status?: number;
  lastAccess?: string | null;
}

/** Calls that need no session. */
const PUBLIC_ENDPOINTS = new Set(['customerLogin']);

function buildUrl(base: string, url: string, params: RequestArgs['params']): string {
  const full = new URL(base + url);
  Object.entries(params ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null) full.searchParams.set(key, String(value));
  });
  return full.href;
}

async function readBody(
  response: Response,
  handler: RequestArgs['responseHandler'],
): Promise<{ readable: boolean; body: unknown }> {
  if (handler === 'blob' && response.ok) return { readable: true, body: await response.blob() };
  return parseAnswerText(await response.text());
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/**
 * The portal's request helper as an RTK Query base query: session headers, server time, 401 to
 * login, and 400 delivered as an answer.
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

  const headers: Record<string, string> = {
    Accept:
      args.responseHandler === 'blob' ? 'application/pdf, application/json' : 'application/json',
    ...(isPublic ? {} : authHeaders(session)),
    ...args.headers,
  };
  let body: BodyInit | undefined;
  if (args.body instanceof FormData) {
    body = args.body;
  } else if (args.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body);
  }

  const timeoutSignal = args.timeout ? AbortSignal.timeout(args.timeout) : undefined;
  const signal = timeoutSignal ? AbortSignal.any([api.signal, timeoutSignal]) : api.signal;
  let response: Response;
  try {
    response = await fetch(buildUrl(config.apiBaseUrl, args.url, args.params), {
      method: args.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (timeoutSignal?.aborted)
      return { error: { status: 'TIMEOUT_ERROR', data: errorText(error) } };
    if (api.signal.aborted) {
      console.warn(`Request cancelled: ${args.method ?? 'GET'} ${args.url}`);
      return { error: { status: 'CANCELLED', data: 'Request cancelled' } };
    }
    return { error: { status: 'FETCH_ERROR', data: errorText(error) } };
  }

  const lastAccess = response.headers.get('x-last-access');
  afterResponse(api.dispatch, isPublic ? 0 : response.status, lastAccess);
  const meta: ApiMeta = { status: response.status, lastAccess };
  let answer: { readable: boolean; body: unknown };
  try {
    answer = await readBody(response, args.responseHandler);
  } catch (error) {
    return { error: { status: response.status, data: errorText(error) }, meta };
  }
  if (isAnswerStatus(response.status)) {
    // An answer that cannot be read is not a success: the page must not act as if it saved.
    if (!answer.readable)
      return { error: { status: 'PARSING_ERROR', data: UNREADABLE_ANSWER_MESSAGE }, meta };
    return { data: answer.body, meta };
  }
  return { error: { status: response.status, data: answer.body ?? UNKNOWN_ERROR_MESSAGE }, meta };
};
