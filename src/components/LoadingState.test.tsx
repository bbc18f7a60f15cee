import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingState, SLOW_LOADING_MESSAGE } from './LoadingState';

describe('LoadingState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces the loading text at once', () => {
    render(<LoadingState label="Loading meal requests..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading meal requests...');
    expect(screen.queryByText(SLOW_LOADING_MESSAGE)).not.toBeInTheDocument();
  });

  it('tells the guest it is still waiting after 5 seconds, inside the same live region', () => {
    render(<LoadingState label="Loading invoices..." spacious />);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText(SLOW_LOADING_MESSAGE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_LOADING_MESSAGE);
  });

  it('forgets its timer when the response arrives first', () => {
    const { unmount } = render(<LoadingState label="Loading profile..." />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
