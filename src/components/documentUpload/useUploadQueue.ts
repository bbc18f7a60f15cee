import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadFailure, type UploadAnswer } from '../../api/uploadDocument';
import { keepQueue, restoreQueue } from './keptQueues';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { queueReducer, runProgress, type StagedFile } from './uploadQueue';

/** The list reloads 1.2 s after the last upload, once the bar has shown 100 % for a moment. */
export const RELOAD_DELAY_MS = 1200;

export type UploadFn = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<UploadAnswer>;

export interface UploadQueueOptions {
  upload: UploadFn;
  /** Called RELOAD_DELAY_MS after a run in which at least one file was stored. */
  onUploaded: () => void;
  /** Keeps the staged files under this key when the page unmounts (e.g. a 401 and re-login). */
  keepAs?: string;
}

/** The guest-facing reason an attempt failed; the file stays staged with a Retry. */
export function failureReason(failure: unknown): string {
  if (failure instanceof UploadFailure) {
    if (failure.kind === 'cancelled') return 'Upload cancelled.';
    if (failure.kind === 'network') return 'Upload failed: the connection was lost.';
    if (failure.kind === 'no-token') return 'Upload failed: please sign in again.';
    if (failure.kind === 'unreadable') {
      return "Upload failed: the server's answer could not be read. Please retry.";
    }
    if (failure.status === 401) return 'Upload failed: your session has expired.';
    const code = failure.status ? ` (error ${failure.status})` : '';
    return `Upload failed: the server could not store the file${code}.`;
  }
  return 'Upload failed.';
}

let keySeed = 0;
const newKey = () => `staged-${Date.now().toString(36)}-${(keySeed++).toString(36)}`;

/** Staged files, one-at-a-time upload with averaged progress, cancel and retry. */
export function useUploadQueue({ upload, onUploaded, keepAs }: UploadQueueOptions) {
  const [state, dispatch] = useReducer(queueReducer, keepAs, restoreQueue);
  const controller = useRef<AbortController | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    if (keepAs) keepQueue(keepAs, state);
  }, [keepAs, state]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      window.clearTimeout(reloadTimer.current);
    };
  }, []);

  /** `photoChecks` carries the photo check's verdict of each file that had one. */
  const add = useCallback(
    (files: File[], photoChecks?: ReadonlyMap<File, readonly PhotoProblem[]>) => {
      if (files.length === 0) return;
      const added = files.map((file) => ({
        key: newKey(),
        file,
        photoProblems: photoChecks?.get(file),
      }));
      dispatch({ type: 'added', files: added });
    },
    [],
  );

  const remove = useCallback((key: string) => dispatch({ type: 'removed', key }), []);

  const run = useCallback(
    async (items: StagedFile[]) => {
      if (items.length === 0 || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      window.clearTimeout(reloadTimer.current);
      dispatch({ type: 'runStarted', keys: items.map((item) => item.key) });
      let stored = 0;
      for (const item of items) {
        if (abort.signal.aborted) break;
        dispatch({ type: 'fileStarted', key: item.key });
        try {
          const answer = await upload(item.file, {
            signal: abort.signal,
            onProgress: (progress) => dispatch({ type: 'progressed', key: item.key, progress }),
          });
          if (answer.status === 400) {
            dispatch({
              type: 'fileFailed',
              key: item.key,
              error: answer.message ?? 'The server did not accept this file.',
            });
          } else {
            stored += 1;
            dispatch({ type: 'fileUploaded', key: item.key });
          }
        } catch (failure) {
          dispatch({ type: 'fileFailed', key: item.key, error: failureReason(failure) });
        }
      }
      controller.current = null;
      if (!mounted.current) return;
      dispatch({ type: 'runEnded' });
      if (stored > 0) {
        reloadTimer.current = window.setTimeout(() => {
          onUploaded();
          dispatch({ type: 'uploadedCleared' });
        }, RELOAD_DELAY_MS);
      }
    },
    [upload, onUploaded],
  );

  const uploadAll = useCallback(
    () => run(state.items.filter((item) => item.status === 'staged' || item.status === 'failed')),
    [run, state.items],
  );

  const retry = useCallback(
    (key: string) =>
      run(state.items.filter((item) => item.key === key && item.status === 'failed')),
    [run, state.items],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const visible = state.items;
  return {
    items: visible,
    running: state.running,
    /** Null when no run has happened since the last reload. */
    progress: state.run.length > 0 ? runProgress(state) : null,
    /** Files chosen but not yet stored on the server (staged, uploading or failed). */
    pendingCount: visible.filter((item) => item.status !== 'uploaded').length,
    /** Files waiting for the guest to press Upload (staged, or failed and ready to retry). */
    waitingCount: visible.filter((item) => item.status === 'staged' || item.status === 'failed')
      .length,
    add,
    remove,
    uploadAll,
    retry,
    cancel,
  };
}
