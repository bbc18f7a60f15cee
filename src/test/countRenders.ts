import { createElement, type FunctionComponent } from 'react';

/**
 * For a `vi.mock` factory: the component as it is, counting each render in `counter`. A test
 * then reads whether an action rendered it again.
 */
export function countingRenders<P extends object>(
  component: FunctionComponent<P>,
  counter: { count: number },
) {
  return (props: P) => {
    counter.count += 1;
    return createElement(component, props);
  };
}
