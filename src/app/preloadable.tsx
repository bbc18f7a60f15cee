import { lazy, type ComponentType } from 'react';
import { failedModuleUrl } from '../lib/failedModuleUrl';

/** How to give each page whose code failed to download a fresh start. */
const failedDownloads = new Set<() => void>();

/**
 * React.lazy keeps its first failure for good. Once the error boundary has shown a failed
 * download, the next render of that page downloads its code again (Try again, or coming back to
 * the page); doing it any sooner would retry in a loop while the network is down.
 */
export function forgetFailedDownloads(): void {
  failedDownloads.forEach((restart) => restart());
  failedDownloads.clear();
}

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
  // Some engines (Chromium 150) keep a failed module download for the page's lifetime: a retry
  // asks for the same script under an address of its own.
  let failedUrl: string | null = null;
  let attempts = 0;
  const download = () =>
    failedUrl
      ? (import(/* @vite-ignore */ `${failedUrl}?retry=${attempts}`) as Promise<{
          default: ComponentType;
        }>)
      : load();
  const preload = () => {
    pending ??= download().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may succeed on the next try (Try again, or coming back to the page).
        pending = undefined;
        failedUrl = failedModuleUrl(error) ?? failedUrl;
        attempts += 1;
        failedDownloads.add(() => (Lazy = lazy(preload)));
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(preload);
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload };
}
