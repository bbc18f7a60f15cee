import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_FOCUS_ATTRIBUTE, markFocusedFrames } from './frameFocus';

describe('markFocusedFrames', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const setUp = () => {
    document.body.innerHTML = '<button>Before</button><iframe title="PDF"></iframe>';
    const [button, frame] = [document.querySelector('button')!, document.querySelector('iframe')!];
    return { button, frame, undo: markFocusedFrames(window) };
  };

  it('marks the frame the focus moved into, and unmarks it when the focus comes back', () => {
    vi.useFakeTimers();
    const { button, frame, undo } = setUp();
    frame.focus();
    window.dispatchEvent(new Event('blur'));
    vi.runAllTimers();
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(true);

    button.focus();
    window.dispatchEvent(new Event('focus'));
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
    undo();
  });

  it('marks nothing when the focus leaves the page from one of its own controls', () => {
    vi.useFakeTimers();
    const { button, frame, undo } = setUp();
    button.focus();
    window.dispatchEvent(new Event('blur'));
    vi.runAllTimers();
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
    undo();
  });

  it('stops listening once undone', () => {
    vi.useFakeTimers();
    const { frame, undo } = setUp();
    undo();
    frame.focus();
    window.dispatchEvent(new Event('blur'));
    vi.runAllTimers();
    expect(frame.hasAttribute(FRAME_FOCUS_ATTRIBUTE)).toBe(false);
  });
});
