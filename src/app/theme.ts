import { createTheme, type Theme } from '@mui/material/styles';
import { PRESSED, PRESSED_FILLED, WORDS_WHOLE } from '../components/buttonLook';
import { SHORT_VIEWPORT } from '../components/shortViewport';
import { FRAME_FOCUS_ATTRIBUTE } from '../lib/frameFocus';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

declare module '@mui/material/Alert' {
  interface AlertPropsColorOverrides {
    primary: true;
    secondary: true;
  }
}

let created: Theme | undefined;

const PRIMARY = '#1d4ed8';

/** Where the keyboard is: 3 px of the primary blue (6.7:1 on white), 2 px off the control. */
const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 };

/** The animations MUI's fields listen for to notice the browser's auto-fill (theme.test.tsx checks). */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * The portal's theme, created on first use: building it at import time made the app code's
 * first evaluation (one main-thread task before anything is on screen) a few milliseconds longer.
 * Breakpoints: 576, 768, 992, 1200 and 1400 px.
 */
export const portalTheme = (): Theme => (created ??= createPortalTheme());

const createPortalTheme = () =>
  createTheme({
    breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } },
    palette: {
      primary: { main: PRIMARY },
      secondary: { main: '#4b5563' },
      error: { main: '#b91c1c' },
      warning: { main: '#b45309', light: '#fcd34d' },
      success: { main: '#15803d' },
      info: { main: '#0e7490' },
      background: { default: '#f5f6f8' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans JP", sans-serif',
      // At large text on a phone a long word breaks at a hyphen, not anywhere.
      h1: { fontSize: '1.75rem', fontWeight: 700, hyphens: 'auto' },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.05rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    transitions: { duration: { enteringScreen: 300, leavingScreen: 150 } },
    components: {
      // The shrinking stroke animates a property the browser repaints on the main thread every frame;
      // spinning alone runs on the compositor, so a page that is loading stays free for the guest.
      MuiCircularProgress: { defaultProps: { disableShrink: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // The fixed top bar must not hide what the browser scrolls to, focus included (WCAG 2.4.11).
          // A margin on the content rather than padding on the page: the bar's own buttons, focused
          // again as the menu or a dialog closes, made the page jump by hundreds of pixels.
          'main, main *': { scrollMarginTop: 80, [SHORT_VIEWPORT]: { scrollMarginTop: 0 } },
          // Names, requests, invoice titles and file names come from guests and servers: a long
          // word without spaces wraps instead of making the page scroll sideways.
          body: { overflowWrap: 'anywhere' },
          ':focus-visible': FOCUS_RING,
          // A document or provider frame holding the focus (src/lib/frameFocus.ts).
          [`iframe[${FRAME_FOCUS_ATTRIBUTE}]`]: FOCUS_RING,
          '.skip-link': {
            position: 'absolute',
            left: 8,
            top: 8,
            // Moved out by its own height, so it stays hidden however large the text is.
            transform: 'translateY(calc(-100% - 16px))',
            zIndex: 2000,
            padding: '8px 16px',
            background: '#fff',
            color: PRIMARY,
            borderRadius: 8,
          },
          '.skip-link:focus': { transform: 'none' },
          [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
          [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        },
      },
      // A field adds its auto-fill @keyframes to the page when it mounts and removes them when it
      // unmounts, and Chromium restyles the whole page each time. They are named once, with the
      // baseline above, and the inputs run them as MUI's own styles do (its label shrinks on
      // auto-fill by listening for them).
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTO_FILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
          },
        },
      },
      // Buttons, menu entries, checkboxes and radios (all MUI's ButtonBase) have no ripple: each
      // press rendered and animated it in React while the tap's own change waited. A press darkens
      // the control in CSS instead, and keyboard focus gets the ring (WCAG 2.4.7, 1.4.11).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING, '&:active': PRESSED } },
      },
      // Inside the round touch area, so the ring does not cover the first letter of the label.
      MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -4 } } } },
      MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -4 } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: WORDS_WHOLE,
          contained: { '&:active': PRESSED_FILLED },
        },
      },
      // Two buttons that no longer fit side by side go one under the other.
      MuiDialogActions: {
        defaultProps: { disableSpacing: true },
        styleOverrides: { root: { flexWrap: 'wrap', gap: 8 } },
      },
      // At large text a field's label wraps instead of being cut short ("Reservation n…").
      MuiInputLabel: { styleOverrides: { root: { whiteSpace: 'normal' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiDialog: { defaultProps: { transitionDuration: { enter: 300, exit: 300 } } },
      MuiBackdrop: { defaultProps: { transitionDuration: 150 } },
    },
  });
