import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { DocumentEntry } from './documentEntries';
import { focusFirst } from './focusTargets';

/** Mark on each uploaded document's Delete button, so the focus can find a neighbour's. */
export const DELETE_MARK = 'data-delete';

/**
 * After a document is deleted and its dialog has closed, the focus goes to the Delete button that
 * took its place (or the one before it), else to Choose files: the dialog would hand it back to
 * the deleted document's button, which is gone. Waits for the reloaded list without it.
 * `deleted` is called with the document once the server has deleted it.
 */
export function useFocusAfterDelete(
  documents: readonly DocumentEntry[],
  dialogOpen: boolean,
  grid: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const deleted = useRef<{ path: string; index: number } | null>(null);
  const onDeleted = useCallback(
    (document: DocumentEntry) => {
      deleted.current = { path: document.path, index: documents.indexOf(document) };
    },
    [documents],
  );
  useEffect(() => {
    const gone = deleted.current;
    if (!gone || dialogOpen || documents.some((document) => document.path === gone.path)) return;
    deleted.current = null;
    const buttons = Array.from(
      grid.current?.querySelectorAll<HTMLButtonElement>(`button[${DELETE_MARK}]`) ?? [],
    );
    focusFirst(buttons[Math.min(gone.index, buttons.length - 1)], fallback.current);
  }, [documents, dialogOpen, grid, fallback]);
  return onDeleted;
}
