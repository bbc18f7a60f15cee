import { useEffect } from 'react';

/** The portal's name, after the page's own in every document title. */
export const PORTAL_NAME = 'Guest Portal';

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
