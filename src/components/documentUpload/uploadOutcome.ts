import type { ApiError } from '../../api/baseQuery';
import { responseStatusOf, messageIn } from '../../api/errors';

/** What one upload attempt came to, in the words the queue shows beside the file. */
export type UploadOutcome =
  | { stored: true }
  /** `locked`: the task was submitted meanwhile, so a retry can never succeed. */
  | { stored: false; reason: string; locked?: boolean };

export const UPLOAD_CANCELLED = 'Upload cancelled.';
export const UPLOAD_LOCKED = 'Not added: this task has already been submitted.';

/** RTK Query's own error when the mutation's `abort()` wins the race with the base query. */
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

function failureReason(error: ApiError): UploadOutcome {
  const reason = (text: string): UploadOutcome => ({ stored: false, reason: text });
  switch (error.status) {
    case 'CANCELLED':
      return reason(UPLOAD_CANCELLED);
    case 'FETCH_ERROR':
      return reason('Upload failed: the connection was lost.');
    case 'NO_TOKEN':
      return reason('Upload failed: please sign in again.');
    case 'PARSING_ERROR':
      return reason("Upload failed: the server's response could not be read. Please retry.");
    case 'TIMEOUT_ERROR':
      return reason('Upload failed: the server did not answer in time. Please retry.');
    case 401:
      return reason('Upload failed: your session has expired.');
    case 423:
      return { stored: false, reason: UPLOAD_LOCKED, locked: true };
    default:
      return reason(`Upload failed: the server could not store the file (error ${error.status}).`);
  }
}

/** Reads an upload mutation's result: 2xx stored, 400 rejected with the server's words, else why. */
export function uploadOutcomeOf(result: { data?: unknown; error?: unknown }): UploadOutcome {
  if ('data' in result && result.data !== undefined) {
    if (responseStatusOf(result.data) !== 400) return { stored: true };
    return {
      stored: false,
      reason: messageIn(result.data) ?? 'The server did not accept this file.',
    };
  }
  if (isAbort(result.error)) return { stored: false, reason: UPLOAD_CANCELLED };
  const error = result.error as ApiError | undefined;
  return error && 'status' in error
    ? failureReason(error)
    : { stored: false, reason: 'Upload failed.' };
}
