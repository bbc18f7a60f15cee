import { useEffect } from 'react';
import { PORTAL_NAME } from '../config/portalName';

export const documentTitleOf = (page: string): string => `${page} · ${PORTAL_NAME}`;

/**
 * Names the page in the browser tab and in what a screen reader says on arrival, so a guest with
 * several tabs, or the history list, tells the pages apart.
 */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
