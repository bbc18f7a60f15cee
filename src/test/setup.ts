import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetKeptQueues } from '../components/documentUpload/keptQueues';

afterEach(() => {
  // Node-environment tests (sandbox, architecture) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  forgetKeptQueues();
  localStorage.clear();
  sessionStorage.clear();
});
