import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moveFocusClearOf, useKeepFocusClear } from './useKeepFocusClear';

/** A fixed bar over y 0–64 and a page with one field whose box the test sets. */
function Page({ active = true }: { active?: boolean }) {
  const bar = useRef<HTMLElement>(null);
  useKeepFocusClear(bar, active);
  return (
    <>
      <header ref={bar}>
        <button>Logout</button>
      </header>
      <main>
        <input aria-label="Meal Choice" />
      </main>
    </>
  );
}

function setup(fieldTop: number, active = true, barLeft = 0) {
  const view = render(<Page active={active} />);
  const header = view.container.querySelector('header') as HTMLElement;
  header.getBoundingClientRect = () =>
    ({ top: 0, bottom: 64, left: barLeft, right: 1280 }) as DOMRect;
  const field = view.getByLabelText('Meal Choice');
  field.getBoundingClientRect = () =>
    ({ top: fieldTop, bottom: fieldTop + 40, left: 16, right: 376 }) as DOMRect;
  const scrolled = vi.fn();
  field.scrollIntoView = scrolled;
  return { field, scrolled, header };
}

describe('useKeepFocusClear', () => {
  it('scrolls a focused control that the bar covers clear of it', () => {
    const { field, scrolled } = setup(40);
    field.focus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('leaves a control the bar does not cover where it is', () => {
    const { field, scrolled } = setup(300);
    field.focus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves a control beside a narrow bar where it is', () => {
    const { field, scrolled } = setup(40, true, 900);
    field.focus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves a control the guest pressed where it is: scrolling it would lose the click', () => {
    const { field, scrolled } = setup(40);
    const matches = field.matches.bind(field);
    // What the browser says of a radio or button focused by a press: no focus ring.
    field.matches = (selector: string) => selector !== ':focus-visible' && matches(selector);
    field.focus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does nothing while inactive', () => {
    const { field, scrolled } = setup(40, false);
    field.focus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('moves the focused control clear of a bar that appears, unless the guest scrolled away from it', () => {
    const { field, scrolled, header } = setup(40, false);
    const bar = document.createElement('div');
    const area = header.getBoundingClientRect();
    field.focus();
    moveFocusClearOf(bar, area);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The guest scrolls up with the wheel: the bar that scroll brings in leaves the page there.
    document.dispatchEvent(new WheelEvent('wheel', { deltaY: -300 }));
    moveFocusClearOf(bar, area);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // Page Down in a text field moves its caret, not the page: the field is still the next step.
    field.blur();
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    moveFocusClearOf(bar, area);
    expect(scrolled).toHaveBeenCalledTimes(2);
    // A new focus is the guest's next step again.
    field.blur();
    field.focus();
    moveFocusClearOf(bar, area);
    expect(scrolled).toHaveBeenCalledTimes(3);
  });
});
