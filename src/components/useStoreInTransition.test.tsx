import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { createPendingFlag as createFlag } from './navigation/GuardedRouter';
import { useStoreInTransition } from './useStoreInTransition';

const onWhenTrue = (value: boolean) => value;

function Reader({ flag }: { flag: ReturnType<typeof createFlag> }) {
  return <p>{useStoreInTransition(flag.subscribe, flag.get, onWhenTrue) ? 'on' : 'off'}</p>;
}

describe('useStoreInTransition', () => {
  it('renders an urgent value in the same flush, any other value in a transition after it', () => {
    const flag = createFlag();
    render(<Reader flag={flag} />);
    expect(screen.getByText('off')).toBeInTheDocument();

    act(() => {
      flushSync(() => flag.set(true));
      expect(screen.getByText('on')).toBeInTheDocument();
    });

    act(() => {
      flushSync(() => flag.set(false));
      // A synchronous flush (a commit) does not render it...
      expect(screen.getByText('on')).toBeInTheDocument();
    });
    // ...the transition after it does.
    expect(screen.getByText('off')).toBeInTheDocument();
  });

  it('reads a change made between its render and its subscription', () => {
    const flag = createFlag();
    function SetsInLayout() {
      // A layout effect runs before the reader's subscription (a passive effect).
      useLayoutEffect(() => flag.set(true), []);
      return null;
    }
    render(
      <>
        <Reader flag={flag} />
        <SetsInLayout />
      </>,
    );
    expect(screen.getByText('on')).toBeInTheDocument();
  });
});
