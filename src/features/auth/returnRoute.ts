import { DASHBOARD_PATH } from '../../config/homePath';
/**
 * Where sign-in returns to, carried in the login route's history state: the page a guard or a
 * 401 interrupted. A 401's page names the guest whose session ended, so only that guest comes
 * back to it; a deep link opened while signed out names nobody and takes whoever signs in.
 */
export interface ReturnRoute {
  from: string;
  /** The guest whose session ended (a 401); absent for a deep link. */
  userId?: string;
}

export const returnRoute = (from: string, userId?: string | null): ReturnRoute =>
  userId ? { from, userId } : { from };

/** Where `userId`, just signed in, goes: back to the interrupted page if it was theirs, else the dashboard. */
export function returnPath(state: unknown, userId: string): string {
  const { from, userId: owner } = (state ?? {}) as { from?: unknown; userId?: unknown };
  const ownPage = owner === undefined || owner === userId;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') && ownPage
    ? from
    : DASHBOARD_PATH;
}
