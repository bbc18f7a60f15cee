// A button's look that the theme gives MUI's buttons and the long lists' plain buttons alike. Kept
// apart from plainButton.ts: the theme is in the first page's code, the plain buttons are not.

/** A pressed control: darker over whatever its background is, within its own corners. */
const pressed = (darker: number) => ({
  backgroundImage: `linear-gradient(rgb(0 0 0 / ${darker}), rgb(0 0 0 / ${darker}))`,
});

/** Any pressed button: the theme gives it to MUI's, lists that draw plain buttons use it too. */
export const PRESSED = pressed(0.1);
/** A filled button is already darker under a mouse: pressed, it darkens clearly more. */
export const PRESSED_FILLED = pressed(0.25);

/** A button says a word or two of the portal's own: at large text it keeps each word whole (the
 * body's wrap anywhere broke "Cancel" into "Canc" and "el"); its row wraps instead. */
export const WORDS_WHOLE = { overflowWrap: 'normal' } as const;
