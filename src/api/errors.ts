/** The one place that turns a server's response into the words a guest reads. */

/** The server's own `{ message }` (or a plain text body), if it sent a non-empty one. */
export function messageIn(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() ? body : null;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** What a guest reads when a call got no response within REQUEST_TIMEOUT_MS (transport.ts). */
export const TIMED_OUT_MESSAGE = 'The server did not answer in time. Please try again.';

/** True for a call the portal gave up on because the server did not answer. */
export function isTimedOut(failure: unknown): boolean {
  return (
    typeof failure === 'object' &&
    failure !== null &&
    'status' in failure &&
    failure.status === 'TIMEOUT_ERROR'
  );
}

/**
 * The text a page shows for a failed call: the message the server sent, the timeout's message,
 * else the page's fallback. Other transport texts ("Failed to fetch", "Unknown error occurred")
 * are not for guests, so only a server's `{ message }` body counts.
 */
export function failureMessage(failure: unknown, fallback = 'Unexpected error.'): string {
  if (isTimedOut(failure)) return TIMED_OUT_MESSAGE;
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return fallback;
  const { data } = failure as { data: unknown };
  return (typeof data === 'object' && messageIn(data)) || fallback;
}

/** The HTTP status portalApi attaches to a change's response. */
export function responseStatusOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('responseStatus' in body)) return undefined;
  const { responseStatus } = body as { responseStatus: unknown };
  return typeof responseStatus === 'number' ? responseStatus : undefined;
}

/** A 400 is a response, not an error: the server rejected, and its message says why. */
export function rejectionOf(body: unknown): string | null {
  return responseStatusOf(body) === 400
    ? (messageIn(body) ?? 'The request was not accepted.')
    : null;
}

/**
 * The server responded with 423: the task was submitted meanwhile (another tab, another device), so
 * nothing the guest sends now can change it, and retrying is pointless.
 */
export function isLockedFailure(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null || !('status' in failure)) return false;
  return (failure as { status: unknown }).status === 423;
}
