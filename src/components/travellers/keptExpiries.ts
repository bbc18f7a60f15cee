import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../api/hooks';
import type { PortalDocument } from '../../api/responses';
import { guestStorage } from '../../lib/guestStorage';

/**
 * An uploaded passport that expires before the tour ends, as this device read it before the
 * upload: the verdict's words and whose passport it was for, nothing else of the zone. It is kept
 * here, never sent, so the traveller list still says it after the upload, until the document goes.
 */
export interface KeptExpiry {
  /** The uploaded document's name (its title on the list). */
  document: string;
  /** The document's id, once a list has shown it: a later document of the same name is another. */
  documentId: number | null;
  travellerId: number | null;
  message: string;
}

/** What the upload knows: the expiring verdict and the traveller the file was sent for. */
export type UploadVerdict = Pick<KeptExpiry, 'travellerId' | 'message'>;

const store = guestStorage('portal.passportExpiry.');

const isKept = (value: unknown): value is KeptExpiry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const idOrNull = (field: unknown) => field === null || typeof field === 'number';
  return (
    typeof entry.document === 'string' &&
    typeof entry.message === 'string' &&
    idOrNull(entry.documentId) &&
    idOrNull(entry.travellerId)
  );
};

/** The entries of a stored text; anything unreadable is dropped. */
export function parseKept(snapshot: string | null): KeptExpiry[] {
  if (!snapshot) return [];
  try {
    const entries: unknown = JSON.parse(snapshot);
    return Array.isArray(entries) ? entries.filter(isKept) : [];
  } catch {
    return [];
  }
}

const write = (userId: string, entries: readonly KeptExpiry[]) =>
  store.write(userId, entries.length === 0 ? null : JSON.stringify(entries));

/**
 * Notes a document just uploaded: its expiry verdict is kept, or, for a passport that lasts the
 * tour (or was not read), any verdict kept under the same name is forgotten.
 */
export function noteUploaded(
  userId: string,
  document: string,
  verdict: UploadVerdict | null,
): void {
  const others = parseKept(store.snapshot(userId)).filter((kept) => kept.document !== document);
  write(userId, verdict ? [...others, { document, documentId: null, ...verdict }] : others);
}

/**
 * Ties each verdict to its document once the list shows it, and forgets it once that document is
 * no longer listed (deleted here or on another device).
 */
export function settleKept(userId: string, documents: readonly PortalDocument[]): void {
  const kept = parseKept(store.snapshot(userId));
  const settled = kept.flatMap((entry): KeptExpiry[] => {
    if (entry.documentId === null) {
      const listed = documents.find((document) => document.name === entry.document);
      return [listed?.id != null ? { ...entry, documentId: listed.id } : entry];
    }
    const listed = documents.some(
      (document) => document.id === entry.documentId && document.name === entry.document,
    );
    return listed ? [entry] : [];
  });
  if (JSON.stringify(settled) !== JSON.stringify(kept)) write(userId, settled);
}

/** The verdict kept for this listed document, if any. */
export const keptFor = (kept: readonly KeptExpiry[], document: PortalDocument) =>
  kept.find(
    (entry) =>
      entry.document === document.name &&
      (entry.documentId === null || entry.documentId === document.id),
  );

/**
 * The signed-in guest's kept verdicts, settled against the passport list whenever it changes,
 * and `noteUploaded` for a document just uploaded.
 */
export function useKeptExpiries(documents: readonly PortalDocument[] | undefined) {
  const userId = useAppSelector((state) => state.session.userId);
  const snapshot = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot(userId),
    () => null,
  );
  const kept = useMemo(() => parseKept(snapshot), [snapshot]);
  // Also after a note: the list may already show the document it names.
  useEffect(() => {
    if (userId && documents) settleKept(userId, documents);
  }, [userId, documents, snapshot]);
  const note = useCallback(
    (document: string, verdict: UploadVerdict | null) => {
      if (userId) noteUploaded(userId, document, verdict);
    },
    [userId],
  );
  return { kept, noteUploaded: note };
}
