import { MODULES_ATTRIBUTE } from '../config/signedInModules';
import { readStoredSession } from './authStorage';

/**
 * For a returning guest, starts the download of the signed-in code (the files listed on the tag
 * of src/preloadSignedIn.ts). A visitor without a session sees the login page and needs none yet.
 */
export function preloadSignedInModules(doc: Document = document): void {
  const tag = doc.querySelector(`script[${MODULES_ATTRIBUTE}]`);
  if (!tag || !readStoredSession()) return;
  const present = new Set([...doc.querySelectorAll('link')].map((link) => link.href));
  for (const file of (tag.getAttribute(MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    // As the app's own script and its dynamic imports ask for it: WebKit fetches a file twice when
    // one request carries a different credentials mode or the app's import has asked already.
    link.crossOrigin = 'anonymous';
    if (!present.has(link.href)) doc.head.append(link);
  }
}
