import { MODULES_ATTRIBUTE } from '../config/signedInModules';
import { readStoredSession } from './authStorage';

/**
 * For a returning guest, starts the download of the signed-in code (the files listed on the tag
 * of src/preloadSignedIn.ts). A visitor without a session sees the login page and needs none yet.
 */
export function preloadSignedInModules(doc: Document = document): void {
  const tag = doc.querySelector(`script[${MODULES_ATTRIBUTE}]`);
  if (!tag || !readStoredSession()) return;
  for (const href of (tag.getAttribute(MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
