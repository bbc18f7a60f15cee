import { useState } from 'react';
import type { StagedFile } from './uploadQueue';

/** What a polite live region says once an upload run has stored files. */
export function storedAnnouncement(stored: readonly StagedFile[]): string {
  if (stored.length === 0) return '';
  return stored.length === 1
    ? `${stored[0].file.name} uploaded.`
    : `${stored.length} files uploaded.`;
}

/**
 * The live region's text: empty while a run goes on, what it stored once it ends, and unchanged
 * on later renders (progress, the list reloading), so it is announced once per run. Failures are
 * announced by their own rows.
 */
export function useUploadAnnouncement(running: boolean, stored: readonly StagedFile[]): string {
  const [wasRunning, setWasRunning] = useState(running);
  const [message, setMessage] = useState('');
  // Adjusted while rendering, from the render in which the run ends.
  if (running !== wasRunning) {
    setWasRunning(running);
    setMessage(running ? '' : storedAnnouncement(stored));
  }
  return message;
}
