/** A pressed control: darker over whatever its background is, within its own corners. */
const pressed = (darker: number) => ({
  backgroundImage: `linear-gradient(rgb(0 0 0 / ${darker}), rgb(0 0 0 / ${darker}))`,
});

/** Any pressed button: the theme gives it to MUI's, lists that draw plain buttons use it too. */
export const PRESSED = pressed(0.1);
/** A filled button is already darker under a mouse: pressed, it darkens clearly more. */
export const PRESSED_FILLED = pressed(0.25);
