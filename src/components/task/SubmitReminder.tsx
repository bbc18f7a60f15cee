import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SHORT_VIEWPORT_QUERY } from '../shortViewport';
import { moveFocusClearOf, useKeepFocusClear } from '../useKeepFocusClear';
import { OVERLAY_GAP, trackBottomOverlay, useBarShown } from './bottomOverlays';

export interface SubmitReminderProps {
  /** True while the task is open and no dialog of the page is (a dialog hides it anyway). */
  active: boolean;
  message: string;
  actionLabel: string;
  actionDisabled?: boolean;
  onAction: () => void;
  delayMs?: number;
}

export const REMINDER_DELAY_MS = 6000;

/** A field the guest types in: on a phone the keyboard is up and the field needs the room. */
const isTypingIn = (element: Element | null) =>
  element instanceof HTMLElement &&
  Boolean(element.closest('main')) &&
  (element.matches('input:not([type=checkbox]):not([type=radio]), textarea, select') ||
    element.isContentEditable);

/**
 * How long the reminder waits to come back once the focus has left a text field. The focus leaves
 * when the guest presses another control: a reminder back at once would appear between press and
 * release, under the finger or scrolling the control away, and the tap would be lost.
 */
export const BACK_AFTER_TYPING_MS = 1000;

/** True while the focus is in a text field of the page, and for a moment after it leaves. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => isTypingIn(document.activeElement));
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      if (isTypingIn(document.activeElement)) setTyping(true);
      else timer = window.setTimeout(() => setTyping(false), BACK_AFTER_TYPING_MS);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

/** Where a dismissal is kept: one per page (each task has its own), for the browser session. */
const dismissalKey = () => `portal.reminderDismissed:${window.location.hash.split('?')[0]}`;

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissalKey()) === '1';
  } catch {
    return false;
  }
}

/** Dismissed once, the reminder stays away from this task's page until the browser closes. */
function useDismissal(): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissalKey(), '1');
    } catch {
      // Storage rejected (private mode): it stays dismissed while the page is open.
    }
  }, []);
  return [dismissed, dismiss];
}

/**
 * A dismissible nudge that appears a while after the guest lands on an open task. It floats at
 * the bottom, where the page keeps room for it, and steps aside while the guest types in a field.
 * The submit bar says the same and carries the same action: while the bar shows, the reminder
 * does not. On a short screen it sits at the end of the page instead of floating over it.
 */
export function SubmitReminder({
  active,
  message,
  actionLabel,
  actionDisabled = false,
  onAction,
  delayMs = REMINDER_DELAY_MS,
}: SubmitReminderProps) {
  const [due, setDue] = useState(false);
  const [dismissed, dismiss] = useDismissal();
  // Its own button hides it while the page stays open; only a dismissal lasts the session.
  const [acted, setActed] = useState(false);

  const barShown = useBarShown();
  // The wait starts again once the bar leaves: it leaves because the guest did something (added a
  // file, scrolled to the button), and a reminder at once would pop up where the bar's button was.
  useEffect(() => {
    if (!active || barShown) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      // Becoming active again starts a fresh wait.
      setDue(false);
    };
  }, [active, barShown, delayMs]);

  const typing = useTyping();
  const short = useMediaQuery(SHORT_VIEWPORT_QUERY, { noSsr: true });
  const open = active && due && !dismissed && !acted && !typing && !barShown;
  const reminder = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // Set on mount, cleared once it has faded out: a page that leaves with the reminder showing
  // detaches it in its commit, where a render would pull that page's unmount effects in too.
  const attach = useCallback((node: HTMLDivElement | null) => {
    reminder.current = node;
    if (node) setElement(node);
  }, []);
  useLayoutEffect(() => {
    if (!element || short) return undefined;
    const release = trackBottomOverlay('reminder', element);
    moveFocusClearOf(element, element.getBoundingClientRect());
    return release;
  }, [element, short]);
  useKeepFocusClear(reminder, open && !short);

  return (
    <Fade in={open} mountOnEnter unmountOnExit onExited={() => setElement(null)}>
      <Alert
        ref={attach}
        severity="warning"
        role="status"
        variant="filled"
        sx={{
          position: short ? 'static' : 'fixed',
          right: 16,
          bottom: OVERLAY_GAP,
          maxWidth: 320,
          width: short ? 'auto' : 'calc(100% - 32px)',
          // Below drawers and dialogs.
          zIndex: (theme) => theme.zIndex.appBar + 1,
          boxShadow: short ? 0 : 6,
          // Small on a phone: it must leave most of the screen to the page.
          py: { xs: 0.25, sm: 0.75 },
          fontSize: { xs: '0.875rem', sm: '1rem' },
          '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        }}
        action={
          <IconButton aria-label="Dismiss reminder" color="inherit" size="small" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <span>{message}</span>
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={{ color: 'warning.dark' }}
            disabled={actionDisabled}
            onClick={() => {
              setActed(true);
              onAction();
            }}
          >
            {actionLabel}
          </Button>
        </Stack>
      </Alert>
    </Fade>
  );
}
