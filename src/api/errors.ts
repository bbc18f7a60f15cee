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

const serverMessageOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null ? messageOf(value) : null;

/**
 * The text a page shows for a failed call: the message the server sent, else the page's
 * fallback. Transport texts ("Failed to fetch", "Unknown error occurred") are not for guests.
 */
export function errorMessage(
  error: ApiError | SerializedError | unknown,
  fallback = 'Unexpected error.',
): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return serverMessageOf((error as ApiError).data) ?? fallback;
  }
  return fallback;
}

/** A 400 is delivered as data (spec section 7); its message tells the guest what went wrong. */
export function rejectionMessage(answer: unknown, status: number | undefined): string | null {
  return status === 400 ? (messageOf(answer) ?? 'The request was not accepted.') : null;
}
