import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalApi } from '../../api/portalApi';
import { STORAGE_KEYS, writeStoredSession } from '../../lib/authStorage';
import { renderWithStore } from '../../test/renderWithStore';
import { useSessionFromOtherTabs } from './useSessionFromOtherTabs';

function Probe() {
  useSessionFromOtherTabs();
  return null;
}

/** The session renderWithStore signs in with (the fresh guest, KX-1001). */
const signedIn = {
  token: 'test-token',
  userId: '1001',
  userEmail: 'emma.walker@example.com',
  lastAccess: '2026-01-01T00:00:00Z',
};

/** What another tab's change of localStorage looks like to this tab. */
function storageChangedElsewhere(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  });
}

describe('a session change in another tab', () => {
  it('a logout there drops this tab token, its cached responses, and says why', async () => {
    const { store } = renderWithStore(<Probe />);
    writeStoredSession(signedIn);
    await store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toEqual([]);

    localStorage.clear();
    storageChangedElsewhere(STORAGE_KEYS.token);

    expect(store.getState().session).toMatchObject({ token: null, endedElsewhere: true });
    expect(store.getState().api.queries).toEqual({});
  });

  it('another guest signing in there ends this session; the same guest only renews the token', () => {
    const { store } = renderWithStore(<Probe />);
    writeStoredSession({ ...signedIn, token: 'renewed' });
    storageChangedElsewhere(STORAGE_KEYS.token);
    expect(store.getState().session).toMatchObject({ token: 'renewed', userId: '1001' });

    writeStoredSession({ ...signedIn, token: 'other', userId: '8' });
    storageChangedElsewhere(STORAGE_KEYS.token);
    expect(store.getState().session).toMatchObject({ token: null, endedElsewhere: true });
    // This tab leaves the other guest's stored session alone.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('other');
  });

  it('ignores changes to other keys and a store that still holds this tab token', () => {
    const { store } = renderWithStore(<Probe />);
    writeStoredSession(signedIn);
    storageChangedElsewhere(STORAGE_KEYS.lastAccess);
    storageChangedElsewhere(STORAGE_KEYS.token);
    expect(store.getState().session.token).toBe('test-token');
  });
});
