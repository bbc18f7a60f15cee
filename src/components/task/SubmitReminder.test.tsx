import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickySubmitBar } from './StickySubmitBar';
import { BACK_AFTER_TYPING_MS, SubmitReminder } from './SubmitReminder';

/** The guest scrolls the page down. */
function scrollDown() {
  Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
  fireEvent.scroll(window);
}

describe('SubmitReminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.location.hash = '#/meals';
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

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

  it('stays dismissed on the next visit of the same task, not on another task', () => {
    const first = renderReminder(true);
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reminder' }));
    first.unmount();

    const again = renderReminder(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    again.unmount();

    window.location.hash = '#/whatsapp';
    renderReminder(true);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Don't forget to submit")).toBeInTheDocument();
  });

  it('comes back on the next visit after its own button was used', () => {
    const first = renderReminder(true);
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Submit now' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    first.unmount();
    renderReminder(true);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("Don't forget to submit")).toBeInTheDocument();
  });

  it('leaves the reminding to the submit bar while it shows: one sentence, one action', () => {
    const onAction = vi.fn();
    const page = (barVisible: boolean) => (
      <>
        <StickySubmitBar
          visible={barVisible}
          message="One last step"
          actionLabel="Submit Meal Requests"
          onAction={onAction}
        />
        <SubmitReminder
          active
          message="Don't forget to submit"
          actionLabel="Submit now"
          onAction={onAction}
        />
      </>
    );
    const { rerender } = render(page(true));
    act(() => scrollDown());
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Meal Requests' })).toBeInTheDocument();
    // The submit button came into view: the bar goes, and the reminder waits a fresh 6 s (it
    // would otherwise pop up where the bar's button was, under the guest's finger).
    rerender(page(false));
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText("Don't forget to submit")).toBeInTheDocument();
  });

  it('steps aside while the guest types in a field of the page, and comes back a moment after', () => {
    render(
      <main>
        <input aria-label="WhatsApp number" />
        <SubmitReminder
          active
          message="Don't forget to submit"
          actionLabel="Submit now"
          onAction={vi.fn()}
        />
      </main>,
    );
    act(() => vi.advanceTimersByTime(6000));
    const field = screen.getByRole('textbox', { name: 'WhatsApp number' });
    act(() => field.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    // Leaving the field by pressing another control: nothing appears under the press.
    act(() => field.blur());
    act(() => vi.advanceTimersByTime(BACK_AFTER_TYPING_MS - 100));
    expect(screen.queryByText("Don't forget to submit")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText("Don't forget to submit")).toBeInTheDocument();
  });
});
