/**
 * Multipart upload of one document with upload progress and cancel. fetch reports no upload
 * progress and the generated endpoints send a plain object, so this one call uses
 * XMLHttpRequest, with the same headers, 401 handling and server-time bookkeeping as
 * every other call (requestContext.ts).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Document } from './generated';
import {
  afterResponse,
  authHeaders,
  isAnswerStatus,
  parseAnswerText,
  UNREADABLE_ANSWER_MESSAGE,
  MISSING_TOKEN_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  type ApiExtra,
  type SessionHolder,
} from './requestContext';
import type { SessionState } from './session';

export type DocumentResourceKey = 'customer_documents' | 'flight_documents';

export interface UploadAnswer {
  /** HTTP status: 2xx accepted, 400 refused with `message`. */
  status: number;
  message: string | null;
  document: Document | null;
}

export type UploadFailureKind = 'cancelled' | 'network' | 'no-token' | 'server' | 'unreadable';

/** The upload did not reach an answer (cancelled, no connection, 5xx, ...). */
export class UploadFailure extends Error {
  constructor(
    readonly kind: UploadFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export interface UploadDocumentOptions {
  apiBaseUrl: string;
  session: SessionState;
  resourceKey: DocumentResourceKey;
  file: File;
  /** Percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Receives every answer's status and x-last-access header (401 -> login, server time). */
  onAnswer?: (status: number, lastAccess: string | null) => void;
}

function messageIn(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return typeof body === 'string' && body.trim() ? body : null;
}

function documentIn(body: unknown): Document | null {
  if (typeof body !== 'object' || body === null || !('document' in body)) return null;
  const { document } = body as { document: unknown };
  return typeof document === 'object' && document !== null ? (document as Document) : null;
}

/** POST `{apiBaseUrl}/portal/{resourceKey}/upload` with the file in field `{resourceKey}[0]`. */
export function uploadDocument({
  apiBaseUrl,
  session,
  resourceKey,
  file,
  onProgress,
  signal,
  onAnswer,
}: UploadDocumentOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (!session.token) {
      reject(new UploadFailure('no-token', MISSING_TOKEN_MESSAGE));
      return;
    }
    if (signal?.aborted) {
      reject(new UploadFailure('cancelled', 'Upload cancelled.'));
      return;
    }
    const form = new FormData();
    form.append(`${resourceKey}[0]`, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl}/portal/${resourceKey}/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    Object.entries(authHeaders(session)).forEach(([name, value]) =>
      xhr.setRequestHeader(name, value),
    );
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      settle();
      onAnswer?.(xhr.status, xhr.getResponseHeader('x-last-access'));
      const { readable, body } = parseAnswerText(xhr.responseText);
      if (isAnswerStatus(xhr.status) && !readable) {
        reject(new UploadFailure('unreadable', UNREADABLE_ANSWER_MESSAGE, xhr.status));
        return;
      }
      if (isAnswerStatus(xhr.status)) {
        if (xhr.status !== 400) onProgress?.(100);
        resolve({ status: xhr.status, message: messageIn(body), document: documentIn(body) });
        return;
      }
      reject(new UploadFailure('server', messageIn(body) ?? UNKNOWN_ERROR_MESSAGE, xhr.status));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadFailure('network', 'The connection failed.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadFailure('cancelled', 'Upload cancelled.'));
    };
    xhr.send(form);
  });
}

export type UploadRequest = Omit<UploadDocumentOptions, 'apiBaseUrl' | 'session' | 'onAnswer'>;

/** The store-aware form: config from the thunk extra, session from state, 401 -> login. */
export const uploadDocumentThunk =
  (
    request: UploadRequest,
  ): ThunkAction<Promise<UploadAnswer>, SessionHolder, ApiExtra, UnknownAction> =>
  (dispatch, getState, extra) =>
    uploadDocument({
      ...request,
      apiBaseUrl: extra.config.apiBaseUrl,
      session: getState().session,
      onAnswer: (status, lastAccess) => afterResponse(dispatch, status, lastAccess),
    });
