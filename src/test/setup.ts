import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server, startSandboxTest } from './sandbox';
import { clearQueueCache } from '../components/documentUpload/queueCache';

// findBy/waitFor wait for a state, not a time: 1 s (the default) was seen to run out on a loaded
// 2-core machine while a dialog's close delay and exit transition ran (about 0.5 s unloaded).
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  // Node-environment tests (sandbox, architecture) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  clearQueueCache();
  localStorage.clear();
  sessionStorage.clear();
});

// The sandbox's handlers answer every call to the test API; an unhandled request fails the test.
// Node-environment tests (the sandbox's own, over real sockets) keep the real network.
if (typeof window !== 'undefined') {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(startSandboxTest);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
