import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './baseQuery';

function messageOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** The text a page shows for a failed call: the server's message, else the fallback. */
export function errorMessage(
  error: ApiError | SerializedError | unknown,
  fallback = 'Unexpected error.',
): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return messageOf((error as ApiError).data) ?? fallback;
  }
  return messageOf(error) ?? fallback;
}

/** A 400 is delivered as data (spec section 7); its message tells the guest what went wrong. */
export function rejectionMessage(answer: unknown, status: number | undefined): string | null {
  return status === 400 ? (messageOf(answer) ?? 'The request was not accepted.') : null;
}
