/**
 * How long after the signed-in frame shows the other pages' code starts downloading: after the
 * first screen's own files and calls. Read by src/app/router.tsx and its browser test.
 */
export const PAGE_PRELOAD_DELAY_MS = 2000;
