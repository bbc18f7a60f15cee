import type { Known } from './fileChecks';

/**
 * What every staged file was made from (the fingerprint of the file the guest chose; staging may
 * compress and rename it), for the tab's life: staged lists outlive the page (queueCache.ts).
 */
const madeFrom = new WeakMap<File, string>();
/** The staged file's name by the fingerprint it was made from, for files that left the list. */
const stagedNames = new Map<string, string>();

export function rememberChosen(staged: File, fingerprint: string): void {
  madeFrom.set(staged, fingerprint);
  stagedNames.set(fingerprint, staged.name);
}

/** The staged file goes out under another name (its traveller's): the list will show that one. */
export function rememberRenamed(staged: File, sent: File): void {
  const fingerprint = madeFrom.get(staged);
  if (fingerprint !== undefined) stagedNames.set(fingerprint, sent.name);
}

/**
 * Where an earlier copy of the chosen file is: in the staged list (uploaded there if its upload
 * finished), or among the uploaded documents under the name it was staged with. A copy the guest
 * removed, or deleted after uploading, is nowhere, so the file may be chosen again.
 */
export function whereIs(
  fingerprint: string,
  items: readonly { file: File; status: string }[],
  uploadedNames: readonly string[],
): Known {
  const item = items.find((staged) => madeFrom.get(staged.file) === fingerprint);
  if (item) return item.status === 'uploaded' ? 'uploaded' : 'staged';
  const name = stagedNames.get(fingerprint);
  return name !== undefined && uploadedNames.includes(name) ? 'uploaded' : null;
}
