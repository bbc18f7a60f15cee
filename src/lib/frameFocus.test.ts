import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_FOCUS_ATTRIBUTE, markFocusedFrames } from './frameFocus';

describe('markFocusedFrames', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const setUp = () => {
    document.body.innerHTML = '<button>Before</button><iframe title="PDF"></iframe>';
    const [button, frame] = [document.querySelector('button')!, document.querySelector('iframe')!];
    return { button, frame, undo: markFocusedFrames(window) };
  };

  /** `element` takes the focus and the page's window reports losing it (as to a frame). */
  const focusLeavesPageFrom = (element: HTMLElement) => {
    element.focus();
    window.dispatchEvent(new Event('blur'));
    vi.runAllTimers();
  };

  it('marks the frame the focus moved into, and unmarks it when the focus comes back', () => {
    const { button, frame, undo } = setUp();
    focusLeavesPageFrom(frame);
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(true);

    button.focus();
    window.dispatchEvent(new Event('focus'));
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
    undo();
  });

  it('marks nothing when the focus leaves the page from one of its own controls', () => {
    const { button, frame, undo } = setUp();
    focusLeavesPageFrom(button);
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
    undo();
  });

  it('stops listening once undone', () => {
    const { frame, undo } = setUp();
    undo();
    focusLeavesPageFrom(frame);
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
  });
});
