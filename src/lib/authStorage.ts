/** The four browser-storage keys of a guest session. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  userId: 'auth_user_id',
  userEmail: 'auth_user_email',
  lastAccess: 'last_access',
} as const;

export interface StoredSession {
  token: string;
  userId: string;
  userEmail: string;
  lastAccess: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes and locked-down browsers may reject storage; the session then lives in memory.
    return null;
  }
}

/** A session is restored only when token, user id and e-mail are all stored. */
export function readStoredSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token);
  const userId = store?.getItem(STORAGE_KEYS.userId);
  const userEmail = store?.getItem(STORAGE_KEYS.userEmail);
  if (!token || !userId || !userEmail) return null;
  return { token, userId, userEmail, lastAccess: store?.getItem(STORAGE_KEYS.lastAccess) ?? null };
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, session.token);
  store?.setItem(STORAGE_KEYS.userId, session.userId);
  store?.setItem(STORAGE_KEYS.userEmail, session.userEmail);
  if (session.lastAccess) store?.setItem(STORAGE_KEYS.lastAccess, session.lastAccess);
}

export function writeLastAccess(lastAccess: string): void {
  storage()?.setItem(STORAGE_KEYS.lastAccess, lastAccess);
}

export function clearStoredSession(): void {
  const store = storage();
  Object.values(STORAGE_KEYS).forEach((key) => store?.removeItem(key));
}
