import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Words that fit how the guest points: dragging files means nothing on a touch screen, where a
 * guest read "Drag and drop files here" and looked for something to drag. The text not meant for
 * the device is not displayed, so screen readers skip it too.
 */
export const WITH_MOUSE: SxProps<Theme> = { '@media (pointer: coarse)': { display: 'none' } };
export const BY_TOUCH: SxProps<Theme> = {
  display: 'none',
  '@media (pointer: coarse)': { display: 'inline' },
};
