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

  it('does nothing once unmounted', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Costly />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
