/**
 * The attribute of the preload script's tag in the built index.html that lists a returning
 * guest's signed-in files, space-separated: written by build/signedInPreload.ts, read by
 * src/lib/signedInPreload.ts.
 */
export const MODULES_ATTRIBUTE = 'data-signed-in-modules';
