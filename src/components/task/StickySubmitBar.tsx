import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SHORT_VIEWPORT_QUERY } from '../shortViewport';
import { moveFocusClearOf, useKeepFocusClear, type BarArea } from '../useKeepFocusClear';
import { visuallyHidden } from '../visuallyHidden';
import { trackBottomOverlay } from './bottomOverlays';

export interface StickySubmitBarProps {
  /** Wanted by the page (its submit button is out of view); it shows once the guest scrolls. */
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

/**
 * True once the guest has scrolled the page. Until then the page is as it opened, its first
 * controls (an Edit button low on a phone) uncovered, and the submit button simply further down.
 */
function useScrolledSinceOpen(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    // The page's own return to the top on arrival is not the guest scrolling down.
    const onScroll = () => setScrolled(window.scrollY > 0);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
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
  const scrolled = useScrolledSinceOpen();
  const shown = visible && scrolled;
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // On a short screen (landscape, large text) only the button shows: the page needs the room.
  const short = useMediaQuery(SHORT_VIEWPORT_QUERY, { noSsr: true });
  useRoomAboveBar(bar, shown);
  useKeepFocusClear(bar, shown, areaOnceIn);
  // Slides in, but leaves at once: sliding away, it would still cover for a moment what it leaves,
  // and the next Tab can land there (opening a passenger's form hides it).
  if (!shown) return null;
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
          py: short ? 0.5 : { xs: 0.75, sm: 1.5 },
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
          sx={
            short
              ? visuallyHidden
              : { fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, textAlign: 'center' }
          }
        >
          {message}
        </Typography>
        <Button
          variant="contained"
          size={compact || short ? 'small' : 'medium'}
          onClick={onAction}
          disabled={actionDisabled}
        >
          {actionLabel}
        </Button>
      </Paper>
    </Slide>
  );
}
