import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { moveFocusClearOf, useKeepFocusClear, type BarArea } from '../useKeepFocusClear';
import { trackBottomOverlay } from './bottomRoom';

export interface StickySubmitBarProps {
  visible: boolean;
  message: string;
  actionLabel: string;
  actionDisabled?: boolean;
  onAction: () => void;
}

/** Width of the shell's fixed side menu on large screens, so the bar centres under the content. */
const SIDE_MENU_WIDTH = 272;

/**
 * Where the bar ends up: from its top edge once it has slid in, down to the bottom of the
 * viewport. Its box while it slides in is lower, and a control focused then (an edit card that
 * just grew, the next Tab) would end up behind it.
 */
const areaOnceIn: BarArea = (bar) => ({
  top: window.innerHeight - bar.offsetHeight,
  bottom: Infinity,
});

/**
 * While the bar covers the bottom of the viewport, the page keeps that much room free when the
 * browser scrolls something into view (a focused field, a message), so nothing lands behind it.
 */
function useRoomAboveBar(bar: RefObject<HTMLElement | null>, visible: boolean) {
  // Before the bar is painted, so it never shows over the focused control even for a frame.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const release = trackBottomOverlay('bar', element);
    // E.g. an edit card grew and pushed the submit button out of view, under the focus.
    moveFocusClearOf(element, areaOnceIn(element));
    return release;
  }, [bar, visible]);
}

/** "One last step" bar fixed to the bottom of the viewport; sits below dialogs (appBar layer). */
export function StickySubmitBar({
  visible,
  message,
  actionLabel,
  actionDisabled = false,
  onAction,
}: StickySubmitBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  useRoomAboveBar(bar, visible);
  useKeepFocusClear(bar, visible, areaOnceIn);
  // Slides in, but leaves at once: sliding away, it would still cover for a moment what it leaves,
  // and the next Tab can land there (opening a passenger's form hides it).
  if (!visible) return null;
  return (
    <Slide direction="up" in appear>
      <Paper
        ref={bar}
        role="region"
        aria-label="Submit reminder bar"
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: { xs: 0, lg: SIDE_MENU_WIDTH },
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          // Compact on a phone: with the reminder it covers at most a quarter of the screen.
          py: { xs: 0.75, sm: 1.5 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 0.5, sm: 1.5 },
          alignItems: 'center',
          justifyContent: 'center',
          borderTop: 3,
          borderColor: 'warning.main',
        }}
      >
        <Typography
          sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, textAlign: 'center' }}
        >
          {message}
        </Typography>
        <Button
          variant="contained"
          size={compact ? 'small' : 'medium'}
          onClick={onAction}
          disabled={actionDisabled}
        >
          {actionLabel}
        </Button>
      </Paper>
    </Slide>
  );
}
