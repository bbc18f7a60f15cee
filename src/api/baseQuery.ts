import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  afterResponse,
  isResponseStatus,
  MISSING_TOKEN_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
  type ApiExtra,
  type SessionHolder,
} from './apiExtra';
import { sendWithFetch, sendWithXhr, type Exchange } from './transport';
import { authHeaders, JSON_ACCEPT } from '../lib/requestHeaders';

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

/** Calls that need no session. */
/** A change's response, with the HTTP status and server time it came with. */
export type WithStatus<T> = T & { responseStatus?: number; responseLastAccess?: string | null };

function withStatus(body: unknown, meta: ApiMeta): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return { ...body, responseStatus: meta.status, responseLastAccess: meta.lastAccess };
}

const PUBLIC_ENDPOINTS = new Set(['customerLogin']);

function buildUrl(base: string, url: string, params: RequestArgs['params']): string {
  const full = new URL(base + url);
  Object.entries(params ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null) full.searchParams.set(key, String(value));
  });
  return full.href;
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

  const headers: Record<string, string> = {
    Accept: args.responseHandler === 'blob' ? `application/pdf, ${JSON_ACCEPT}` : JSON_ACCEPT,
    ...(isPublic ? {} : authHeaders(session)),
    ...args.headers,
  };
  let body: Exchange['body'];
  if (args.body instanceof FormData) {
    body = args.body;
  } else if (args.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body);
  }

  const exchange: Exchange = {
    url: buildUrl(config.apiBaseUrl, args.url, args.params),
    method: args.method ?? 'GET',
    headers,
    body,
    responseHandler: args.responseHandler,
    signal: api.signal,
    onUploadProgress: args.onUploadProgress,
    onHeaders: (status, lastAccess) =>
      afterResponse(api.dispatch, isPublic ? 0 : status, lastAccess),
  };
  const outcome = await (args.onUploadProgress ? sendWithXhr : sendWithFetch)(exchange);
  switch (outcome.kind) {
    case 'timeout':
      return { error: { status: 'TIMEOUT_ERROR', data: outcome.message } };
    case 'cancelled':
      console.warn(`Request cancelled: ${exchange.method} ${args.url}`);
      return { error: { status: 'CANCELLED', data: outcome.message } };
    case 'network':
      return { error: { status: 'FETCH_ERROR', data: outcome.message } };
    case 'unread':
      return {
        error: { status: outcome.status, data: outcome.message },
        meta: { status: outcome.status, lastAccess: outcome.lastAccess },
      };
  }
  const meta: ApiMeta = { status: outcome.status, lastAccess: outcome.lastAccess };
  if (isResponseStatus(outcome.status)) {
    // A response that cannot be read is not a success: the page must not act as if it saved.
    if (!outcome.readable)
      return { error: { status: 'PARSING_ERROR', data: UNREADABLE_RESPONSE_MESSAGE }, meta };
    // A change's response carries its HTTP status: a 400 is a rejection the page shows, not a
    // success. Reads and files (the PDF) keep the body as sent.
    const isChange = exchange.method !== 'GET' && args.responseHandler !== 'blob';
    return { data: isChange ? withStatus(outcome.body, meta) : outcome.body, meta };
  }
  return {
    error: { status: outcome.status, data: outcome.body ?? UNKNOWN_ERROR_MESSAGE },
    meta,
  };
};
