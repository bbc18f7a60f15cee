/**
 * A viewport that holds few lines of text: a phone in landscape, or large text (the browser's
 * text-size setting scales `em` in media queries too). There the top bar scrolls away with the
 * page and the submit bar and reminder shrink or stay in the page, so the guest keeps room to read.
 */
export const SHORT_VIEWPORT = '@media (max-height: 30em)';

/** The same condition for `matchMedia` and MUI's `useMediaQuery`. */
export const SHORT_VIEWPORT_QUERY = SHORT_VIEWPORT.replace('@media ', '');
