import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_GAP, reserveBottom } from './bottomOverlays';
import {
  useIsOutOfView,
  useOutOfView,
  useOutOfViewWatch,
  type OutOfViewWatch,
} from './useOutOfView';

/** Stands in for the browser's observers: each is told again whenever the test moves the page. */
const observers = new Set<() => void>();
class FakeIntersectionObserver {
  private readonly notify: () => void;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    // A root margin of "0px 0px -Npx 0px" takes N px off the bottom of the viewport.
    const bottomMargin = parseFloat(options.rootMargin?.split(' ')[2] ?? '0');
    this.notify = () => {
      const box = { top: buttonTop, bottom: buttonTop + BUTTON_HEIGHT } as DOMRectReadOnly;
      const isIntersecting = box.bottom > 0 && box.top < window.innerHeight + bottomMargin;
      const entry = { boundingClientRect: box, isIntersecting } as IntersectionObserverEntry;
      callback([entry], this as unknown as IntersectionObserver);
    };
  }
  observe() {
    observers.add(this.notify);
    this.notify();
  }
  disconnect() {
    observers.delete(this.notify);
  }
}

const BUTTON_HEIGHT = 40;
const BAR_HEIGHT = 92;
let buttonTop = 0;

/** The guest scrolls: the button's top is now `top` px from the top of the viewport. */
function scrollButtonTo(top: number) {
  buttonTop = top;
  act(() => observers.forEach((notify) => notify()));
}

/**
 * The button scrolled away, the bar came in; the guest's next scroll, leaving room above the bar,
 * brings the button back in under it.
 */
function renderWithButtonUnderBar() {
  scrollButtonTo(window.innerHeight + 10);
  render(<Page />);
  act(() => reserveBottom('bar', BAR_HEIGHT));
  scrollButtonTo(window.innerHeight - BAR_HEIGHT + 20);
}

function Page() {
  const [ref, outOfView] = useOutOfView<HTMLButtonElement>();
  return (
    <>
      <button ref={ref}>Submit</button>
      <p>{outOfView ? 'bar wanted' : 'bar not wanted'}</p>
    </>
  );
}

let ownerRenders = 0;
/** The button's owner hands the watch to the bar, which alone reads it. */
function OwnerPage() {
  const watch = useOutOfViewWatch<HTMLButtonElement>();
  const { observe } = watch;
  useEffect(() => {
    ownerRenders += 1;
  });
  return (
    <>
      <button ref={observe}>Upload</button>
      <Bar watch={watch} />
    </>
  );
}
function Bar({ watch }: { watch: OutOfViewWatch<HTMLButtonElement> }) {
  return <p>{useIsOutOfView(watch) ? 'bar wanted' : 'bar not wanted'}</p>;
}

describe('useOutOfView', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: buttonTop, bottom: buttonTop + BUTTON_HEIGHT }) as DOMRect,
    );
  });
  afterEach(() => {
    act(() => reserveBottom('bar', null));
    observers.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('wants the bar once the button is wholly out of view, and not while it is on screen', () => {
    scrollButtonTo(200);
    render(<Page />);
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
    scrollButtonTo(window.innerHeight + 10);
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
    scrollButtonTo(-BUTTON_HEIGHT - 10);
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
  });

  it('keeps the bar while the button is only under it: the room the bar makes does not send it away', () => {
    renderWithButtonUnderBar();
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
    scrollButtonTo(window.innerHeight - BUTTON_HEIGHT / 2);
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
    // Clear of the bar and its gap, the button is the guest's again.
    scrollButtonTo(window.innerHeight - BAR_HEIGHT - OVERLAY_GAP - BUTTON_HEIGHT);
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
  });

  it('does not call the bar over the button while any of it still shows', () => {
    scrollButtonTo(200);
    render(<Page />);
    scrollButtonTo(window.innerHeight - 10);
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
  });

  it('measures again when the overlays change, without a scroll', () => {
    renderWithButtonUnderBar();
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
    // The bar steps aside (the number is being edited): nothing covers the button any more.
    act(() => reserveBottom('bar', null));
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
  });

  it('tells the reader of a watch, without rendering the owner of the element again', () => {
    scrollButtonTo(200);
    ownerRenders = 0;
    render(<OwnerPage />);
    const rendersOnArrival = ownerRenders;
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
    scrollButtonTo(window.innerHeight + 10);
    expect(screen.getByText('bar wanted')).toBeInTheDocument();
    scrollButtonTo(200);
    expect(screen.getByText('bar not wanted')).toBeInTheDocument();
    expect(ownerRenders).toBe(rendersOnArrival);
  });
});
