import { useCallback, useEffect, useReducer, useRef } from 'react';
import { rememberRenamed } from './chosenFiles';
import { cacheQueue, restoreQueue } from './queueCache';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import type { UploadOutcome } from './uploadOutcome';
import {
  isWaiting,
  queueReducer,
  runProgress,
  type StagedFile,
  type ZoneNote,
} from './uploadQueue';

/** The list reloads 1.2 s after the last upload, once the bar has shown 100 % for a moment. */
export const RELOAD_DELAY_MS = 1200;

export type UploadFn = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<UploadOutcome>;

export interface UploadQueueOptions {
  upload: UploadFn;
  /** Called RELOAD_DELAY_MS after a run in which at least one file was stored. */
  onUploaded: () => void;
  /** Called when the server says the task is locked (submitted meanwhile); the run stops. */
  onLocked?: () => void;
  /** Keeps the staged files under this key when the page unmounts (e.g. a 401 and re-login). */
  keepAs?: string;
  /**
   * The file as it is sent (passports: named after its traveller); `sent` names the files this
   * run already sent, which the list does not hold yet.
   */
  sendAs?: (item: StagedFile, sent: readonly string[]) => File;
  /** Called for each file the server stored, with the name it was sent under. */
  onStored?: (item: StagedFile, sentName: string) => void;
  /** Passports: every file needs a traveller (or "another document") before it is sent. */
  needsTraveller?: boolean;
}

let keySeed = 0;
const newKey = () => `staged-${Date.now().toString(36)}-${(keySeed++).toString(36)}`;

/** Staged files, one-at-a-time upload with averaged progress, cancel and retry. */
export function useUploadQueue({
  upload,
  onUploaded,
  onLocked,
  keepAs,
  sendAs,
  onStored,
  needsTraveller = false,
}: UploadQueueOptions) {
  const [state, dispatch] = useReducer(queueReducer, keepAs, restoreQueue);
  const controller = useRef<AbortController | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    if (keepAs) cacheQueue(keepAs, state);
  }, [keepAs, state]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      window.clearTimeout(reloadTimer.current);
    };
  }, []);

  /**
   * `photoChecks` carries the photo check's verdict of each file that had one; `travellerId` is
   * the traveller every new file starts with, if any.
   */
  const add = useCallback(
    (
      files: File[],
      photoChecks?: ReadonlyMap<File, readonly PhotoProblem[]>,
      travellerId?: number,
    ) => {
      if (files.length === 0) return;
      const added = files.map((file) => ({
        key: newKey(),
        file,
        photoProblems: photoChecks?.get(file),
        travellerId,
      }));
      dispatch({ type: 'added', files: added });
    },
    [],
  );

  const remove = useCallback((key: string) => dispatch({ type: 'removed', key }), []);
  const assign = useCallback(
    (key: string, travellerId: number | null) => dispatch({ type: 'assigned', key, travellerId }),
    [],
  );
  /** A passport photo's zone, read on the device after the photo was staged. */
  const noteZone = useCallback(
    (file: File, note: ZoneNote, travellerId: number | null) =>
      dispatch({ type: 'zoneRead', file, note, travellerId }),
    [],
  );

  const run = useCallback(
    async (items: StagedFile[]) => {
      if (items.length === 0 || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      window.clearTimeout(reloadTimer.current);
      dispatch({ type: 'runStarted', keys: items.map((item) => item.key) });
      let stored = 0;
      const sent: string[] = [];
      for (const item of items) {
        if (abort.signal.aborted) break;
        dispatch({ type: 'fileStarted', key: item.key });
        const file = sendAs ? sendAs(item, sent) : item.file;
        if (file !== item.file) rememberRenamed(item.file, file);
        sent.push(file.name);
        const outcome = await upload(file, {
          signal: abort.signal,
          onProgress: (progress) => dispatch({ type: 'progressed', key: item.key, progress }),
        }).catch((): UploadOutcome => ({ stored: false, reason: 'Upload failed.' }));
        if (outcome.stored) {
          stored += 1;
          onStored?.(item, file.name);
          dispatch({ type: 'fileUploaded', key: item.key });
          continue;
        }
        dispatch({
          type: 'fileFailed',
          key: item.key,
          error: outcome.reason,
          locked: outcome.locked,
        });
        // A locked task rejects every file: the rest stay staged and the page says why.
        if (outcome.locked) {
          onLocked?.();
          break;
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
    [upload, onUploaded, onLocked, sendAs, onStored],
  );

  // Nothing is sent while a file's traveller is unchosen: the guest is asked first.
  const uploadAll = useCallback(() => {
    const waiting = state.items.filter(isWaiting);
    const unchosen = needsTraveller ? waiting.filter((item) => item.travellerId === undefined) : [];
    if (unchosen.length === 0) return run(waiting);
    dispatch({ type: 'travellersAsked', keys: unchosen.map((item) => item.key) });
    return Promise.resolve();
  }, [run, state.items, needsTraveller]);

  const retry = useCallback(
    (key: string) =>
      run(
        state.items.filter(
          (item) => item.key === key && item.status === 'failed' && isWaiting(item),
        ),
      ),
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
    waitingCount: visible.filter(isWaiting).length,
    /** Upload presses that asked for a traveller (see QueueState). */
    travellerAsks: state.travellerAsks,
    /** Files the current (or last) run stored, until the list reloads. */
    storedInRun: visible.filter(
      (item) => item.status === 'uploaded' && state.run.includes(item.key),
    ),
    add,
    remove,
    assign,
    noteZone,
    uploadAll,
    retry,
    cancel,
  };
}
