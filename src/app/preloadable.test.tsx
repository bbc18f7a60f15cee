import { act, render, screen } from '@testing-library/react';
import { Component as ReactComponent, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forgetFailedDownloads, preloadable } from './preloadable';

const Page = () => <h1>The page</h1>;

class Caught extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Caught</p> : this.props.children;
  }
}

function renderInSuspense(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable pages', () => {
  it('renders preloaded code at once, without showing the loading fallback', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve({ default: Page }));
    await preload();
    renderInSuspense(Component);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('shows the fallback while code not yet preloaded downloads, and loads it once', async () => {
    let downloads = 0;
    let arrive = () => {};
    const { Component, preload } = preloadable(() => {
      downloads += 1;
      return new Promise((resolve) => (arrive = () => resolve({ default: Page })));
    });
    renderInSuspense(Component);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    void preload();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('tries the download again after a failure', async () => {
    let attempts = 0;
    const { preload } = preloadable(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: Page });
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Page });
    expect(attempts).toBe(2);
  });
});

describe('a page whose code failed to download', () => {
  it('downloads again when rendered again, instead of keeping the failure', async () => {
    let attempts = 0;
    const { Component } = preloadable(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Page });
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(
      <Caught>
        <Suspense fallback={<p>Loading page</p>}>
          <Component />
        </Suspense>
      </Caught>,
    );
    expect(await screen.findByText('Caught')).toBeInTheDocument();
    // No retry loop: the failure stands until the boundary has shown it.
    expect(attempts).toBe(1);
    first.unmount();
    forgetFailedDownloads();
    renderInSuspense(Component);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    quiet.mockRestore();
  });
});
