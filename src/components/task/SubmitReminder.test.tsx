import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitReminder } from './SubmitReminder';

describe('SubmitReminder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderReminder = (active: boolean, onAction = vi.fn()) =>
    render(
      <SubmitReminder
        active={active}
        message="Don't forget to submit"
        actionLabel="Submit now"
        onAction={onAction}
      />,
    );

  it('appears 6 seconds after the page opens, not before', () => {
    renderReminder(true);
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText("Don't forget to submit")).toBeInTheDocument();
  });

  it('never appears while the task is not open for edits', () => {
    renderReminder(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
  });

  it('can be dismissed', () => {
    renderReminder(true);
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reminder' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
  });

  it('runs the action from its button', () => {
    const onAction = vi.fn();
    renderReminder(true, onAction);
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
});
