import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickySubmitBar } from './StickySubmitBar';

const renderBar = (visible: boolean, onAction = vi.fn()) =>
  render(
    <StickySubmitBar
      visible={visible}
      message="One last step: Please submit your meal requests."
      actionLabel="Submit Meal Requests"
      onAction={onAction}
    />,
  );

describe('StickySubmitBar', () => {
  afterEach(() => {
    document.documentElement.style.scrollPaddingBottom = '';
  });

  it('shows the message and its button only while visible', () => {
    const onAction = vi.fn();
    const { rerender } = renderBar(false, onAction);
    expect(screen.queryByRole('region', { name: 'Submit reminder bar' })).not.toBeInTheDocument();
    rerender(
      <StickySubmitBar
        visible
        message="One last step: Please submit your meal requests."
        actionLabel="Submit Meal Requests"
        onAction={onAction}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Submit reminder bar' });
    expect(bar).toHaveTextContent('One last step: Please submit your meal requests.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Meal Requests' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('keeps room above itself for whatever the browser scrolls into view, then gives it back', () => {
    const { unmount } = renderBar(true);
    // jsdom lays nothing out: the bar measures 0 px, plus the 16 px margin.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('16px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  /** A focused field at `top` (40 px high) when the bar appears; returns its scroll spy. */
  const focusedFieldAt = (top: number) => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    field.getBoundingClientRect = () =>
      ({ top, bottom: top + 40, left: 16, right: 376 }) as DOMRect;
    const scrolled = vi.fn();
    field.scrollIntoView = scrolled;
    return { scrolled, remove: () => field.remove() };
  };

  it('moves a focused control that it would cover up clear of it', () => {
    const { scrolled, remove } = focusedFieldAt(760);
    renderBar(true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    remove();
  });

  it('leaves a focused control above it where it is', () => {
    const { scrolled, remove } = focusedFieldAt(100);
    renderBar(true);
    expect(scrolled).not.toHaveBeenCalled();
    remove();
  });

  it('moves a control focused while it slides in clear of where it ends up, not of where it is', () => {
    renderBar(true);
    const bar = screen.getByRole('region', { name: 'Submit reminder bar' });
    // Mid-slide: the bar's box is still mostly below the viewport; once in, it covers the bottom
    // 48 px of the window.
    bar.getBoundingClientRect = () =>
      ({ top: window.innerHeight - 4, bottom: Infinity }) as DOMRect;
    Object.defineProperty(bar, 'offsetHeight', { configurable: true, value: 48 });
    const main = document.createElement('main');
    // A text field: the browser shows its focus however it was reached.
    const field = document.createElement('input');
    main.append(field);
    document.body.append(main);
    const top = window.innerHeight - 60;
    field.getBoundingClientRect = () =>
      ({ top, bottom: top + 40, left: 16, right: 376 }) as DOMRect;
    const scrolled = vi.fn();
    field.scrollIntoView = scrolled;

    field.focus();

    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    main.remove();
  });

  it('reserves nothing while hidden', () => {
    renderBar(false);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
