/** What a JSON read asks for. */
export const JSON_ACCEPT = 'application/json';

/** The three headers every authenticated call carries. */
export function authHeaders(session: {
  token: string | null;
  userId: string | null;
  lastAccess: string | null;
}): { Authorization: string } & Record<string, string> {
  const headers: { Authorization: string } & Record<string, string> = {
    Authorization: `Bearer ${session.token ?? ''}`,
  };
  if (session.userId) headers['X-User-Info'] = session.userId;
  if (session.lastAccess) headers['X-Last-Access'] = session.lastAccess;
  return headers;
}
