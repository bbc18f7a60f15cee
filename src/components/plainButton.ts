import { alpha, type Theme } from '@mui/material/styles';
import { PRESSED, WORDS_WHOLE } from './buttonLook';

/** MUI's sizes of an outlined button: padding inside its 1 px border, icon size (and a small
 * button's smaller text; a medium one has the theme's button text). */
const SIZES = {
  small: { px: '9px', py: '3px', fontSize: 13, iconSize: 18, iconStart: '-2px' },
  medium: { px: '15px', py: '5px', fontSize: undefined, iconSize: 20, iconStart: '-4px' },
} as const;

/**
 * A plain `<button>` drawn as MUI's outlined primary button (with a leading icon, if any), for
 * the items of a long list: as MUI's Button, hundreds of them kept megabytes of script heap on
 * the page. The theme's focus ring reaches plain buttons as it reaches MUI's.
 */
export const outlinedButton = (theme: Theme, size: keyof typeof SIZES) => {
  const { palette, shape, transitions, typography } = theme;
  const { px, py, fontSize, iconSize, iconStart } = SIZES[size];
  return {
    ...typography.button,
    ...(fontSize ? { fontSize: typography.pxToRem(fontSize) } : {}),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    m: 0,
    px,
    py,
    border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
    borderRadius: `${shape.borderRadius}px`,
    bgcolor: 'transparent',
    color: 'primary.main',
    verticalAlign: 'middle',
    // No platform look (Safari on iOS draws its own button under author styles otherwise).
    appearance: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    ...WORDS_WHOLE,
    transition: transitions.create(['background-color', 'border-color', 'color'], {
      duration: transitions.duration.short,
    }),
    '@media (hover: hover)': {
      '&:hover': {
        bgcolor: alpha(palette.primary.main, palette.action.hoverOpacity),
        borderColor: 'primary.main',
      },
    },
    '&:active': PRESSED,
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:disabled': {
      color: 'action.disabled',
      borderColor: 'action.disabledBackground',
      cursor: 'default',
      pointerEvents: 'none',
    },
    // The leading icon (or what takes its place, such as a spinner).
    '& > :first-child': { fontSize: iconSize, flexShrink: 0, ml: iconStart, mr: 1 },
  } as const;
};
