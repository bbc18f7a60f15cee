import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForgetFrameHistory } from './useForgetFrameHistory';

let length = 3;

afterEach(() => vi.restoreAllMocks());

function track() {
  length = 3;
  vi.spyOn(window.history, 'length', 'get').mockImplementation(() => length);
  const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
  const hook = renderHook((shown: boolean) => useForgetFrameHistory(shown), {
    initialProps: false,
  });
  return { go, hook };
}

describe('useForgetFrameHistory', () => {
  it('steps back over the entries the frame added, as soon as the panel starts closing', () => {
    const { go, hook } = track();
    hook.rerender(true);
    length = 5; // the provider's form post and its return page
    expect(go).not.toHaveBeenCalled();
    hook.rerender(false);
    expect(go).toHaveBeenCalledExactlyOnceWith(-2);
  });

  it('counts from the first frame while the panel stays open', () => {
    const { go, hook } = track();
    hook.rerender(true);
    length = 4;
    hook.rerender(true);
    length = 5;
    hook.rerender(false);
    expect(go).toHaveBeenCalledExactlyOnceWith(-2);
  });

  it('does nothing when the frame added nothing (or the browser dropped its entries)', () => {
    const { go, hook } = track();
    hook.rerender(true);
    length = 3;
    hook.rerender(false);
    hook.rerender(false);
    expect(go).not.toHaveBeenCalled();
  });
});
