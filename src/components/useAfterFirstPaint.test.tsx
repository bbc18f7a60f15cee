import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Costly() {
  return useAfterFirstPaint() ? <p>Drawn</p> : <p>Waiting</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false until a frame has been painted, then true', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    try {
      render(<Costly />);
      expect(screen.getByText('Waiting')).toBeInTheDocument();
      // The frame's callback alone is not enough: the paint follows it.
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(screen.getByText('Waiting')).toBeInTheDocument();
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('Drawn')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops its pending frame once unmounted', () => {
    // React no longer warns about a state update after unmount, so the cancel itself is checked.
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { unmount } = render(<Costly />);
    unmount();
    const requested = frame.mock.results.map((result) => result.value as number);
    expect(requested.length).toBeGreaterThan(0);
    expect(cancel.mock.calls.map(([id]) => id)).toEqual(expect.arrayContaining(requested));
    cancel.mockRestore();
    frame.mockRestore();
  });
});
