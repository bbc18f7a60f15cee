import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickySubmitBar } from './StickySubmitBar';

/** The bar as a page wants it, once the guest has scrolled (until then it stays away). */
const renderBar = (visible: boolean, onAction = vi.fn()) => {
  const view = render(
    <StickySubmitBar
      visible={visible}
      message="One last step: Please submit your meal requests."
      actionLabel="Submit Meal Requests"
      onAction={onAction}
    />,
  );
  act(() => scrollDown());
  return view;
};

/** The guest scrolls the page down. */
function scrollDown() {
  Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
  fireEvent.scroll(window);
}

describe('StickySubmitBar', () => {
  it('stays away until the guest scrolls: the page first shows as it opened', () => {
    render(
      <StickySubmitBar visible message="One last step" actionLabel="Submit" onAction={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Submit reminder bar' })).not.toBeInTheDocument();
    // The page's own return to the top as it opens.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => void fireEvent.scroll(window));
    expect(screen.queryByRole('region', { name: 'Submit reminder bar' })).not.toBeInTheDocument();
    act(() => scrollDown());
    expect(screen.getByRole('region', { name: 'Submit reminder bar' })).toBeInTheDocument();
  });

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

  /** A focused control of the page at `top` (40 px high) when the bar appears; its scroll spy. */
  const focusedFieldAt = (top: number, tag: 'input' | 'button' = 'input') => {
    const main = document.createElement('main');
    const field = document.createElement(tag);
    main.append(field);
    document.body.append(main);
    field.focus();
    field.getBoundingClientRect = () =>
      ({ top, bottom: top + 40, left: 16, right: 376 }) as DOMRect;
    const scrolled = vi.fn();
    field.scrollIntoView = scrolled;
    return { field, scrolled, remove: () => main.remove() };
  };

  it('moves the button the guest just pressed (no focus ring) clear of it, with its card', () => {
    const card = document.createElement('article');
    const { field: edit, remove } = focusedFieldAt(760, 'button');
    edit.replaceWith(card);
    card.append(edit);
    edit.focus();
    card.getBoundingClientRect = () => ({ top: 600, bottom: 800, height: 200 }) as DOMRect;
    const cardScrolled = vi.fn();
    card.scrollIntoView = cardScrolled;
    renderBar(true);
    expect(cardScrolled).toHaveBeenCalledWith({ block: 'nearest' });
    remove();
  });

  it('waits while the guest is still pressing: the control stays under the finger', () => {
    const { scrolled, remove } = focusedFieldAt(760, 'button');
    fireEvent.pointerDown(document.body);
    renderBar(true);
    fireEvent.pointerUp(document.body);
    expect(scrolled).not.toHaveBeenCalled();
    remove();
  });

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
