import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomOverlaySpacer } from './BottomOverlaySpacer';
import { OVERLAY_GAP, reserveBottom } from './bottomOverlays';

afterEach(() => {
  reserveBottom('bar', null);
  reserveBottom('reminder', null);
});

describe('BottomOverlaySpacer', () => {
  it('is as tall as what the bar and the reminder cover, without rendering again', () => {
    const commits = vi.fn();
    const { container } = render(
      <Profiler id="spacer" onRender={commits}>
        <BottomOverlaySpacer />
      </Profiler>,
    );
    const spacer = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(spacer?.style.height).toBe('0px');

    act(() => reserveBottom('bar', 60));
    expect(spacer?.style.height).toBe(`${60 + OVERLAY_GAP}px`);
    act(() => reserveBottom('reminder', 90));
    expect(spacer?.style.height).toBe(`${60 + 90 + 2 * OVERLAY_GAP}px`);
    act(() => {
      reserveBottom('bar', null);
      reserveBottom('reminder', null);
    });
    expect(spacer?.style.height).toBe('0px');
    // Its height changes inside the browser's resize pass: no React render may run there.
    expect(commits).toHaveBeenCalledTimes(1);
  });
});
