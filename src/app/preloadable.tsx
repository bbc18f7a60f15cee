import { lazy, type ComponentType } from 'react';

export interface Preloadable {
  Component: ComponentType;
  /** Downloads the code; the promise settles once it is there (or failed). */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy`, except that code already downloaded renders at once. A lazy component suspends on
 * its first render even when its chunk is in, and React then commits the fallback: a returning
 * guest would see a spinner flash, and the real page would cost a second, later render.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may succeed on the next try (Reload, or coming back to the page).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload };
}
