import { describe, expect, it, vi } from 'vitest';
import { dropUnsent, keepUnsent, readUnsent, subscribeUnsent } from './unsentStore';

describe('unsentStore', () => {
  it('keeps reports per guest, once per kind and id, until dropped', () => {
    keepUnsent('7', { kind: 'payment', id: 'a' });
    keepUnsent('7', { kind: 'payment', id: 'a' });
    keepUnsent('7', { kind: 'agreement', id: 'a' });
    keepUnsent('8', { kind: 'payment', id: 'b' });
    expect(readUnsent('7')).toEqual([
      { kind: 'payment', id: 'a' },
      { kind: 'agreement', id: 'a' },
    ]);
    expect(readUnsent('8')).toEqual([{ kind: 'payment', id: 'b' }]);
    expect(readUnsent(null)).toEqual([]);
    dropUnsent('7', { kind: 'payment', id: 'a' });
    dropUnsent('7', { kind: 'agreement', id: 'a' });
    expect(localStorage.getItem('portal.unsent.7')).toBeNull();
  });

  it('reads damaged storage as nothing kept', () => {
    localStorage.setItem('portal.unsent.7', '{not json');
    expect(readUnsent('7')).toEqual([]);
    localStorage.setItem('portal.unsent.7', JSON.stringify([{ kind: 1 }, null, 'x']));
    expect(readUnsent('7')).toEqual([]);
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeUnsent(listener);
    keepUnsent('7', { kind: 'payment', id: 'a' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.unsent.7' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    keepUnsent('7', { kind: 'payment', id: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
