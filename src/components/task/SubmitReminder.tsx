import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { moveFocusClearOf, useKeepFocusClear } from '../useKeepFocusClear';
import { OVERLAY_GAP, trackBottomOverlay, useBarHeight } from './bottomRoom';

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

/**
 * A floating, dismissible nudge that appears a while after the guest lands on an open task. It
 * sits above the submit bar, steps aside while the guest types in a field, and the page keeps
 * room for it so every control can be scrolled clear of it.
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
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      // Becoming active again starts a fresh wait.
      setDue(false);
    };
  }, [active, delayMs]);

  const typing = useTyping();
  // The bar below carries the same action: the reminder then only reminds, and stays small.
  const barHeight = useBarHeight();
  const barShown = barHeight !== null;
  const open = active && due && !dismissed && !typing;
  const reminder = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((node: HTMLDivElement | null) => {
    reminder.current = node;
    setElement(node);
  }, []);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const release = trackBottomOverlay('reminder', element);
    moveFocusClearOf(element, element.getBoundingClientRect());
    return release;
  }, [element]);
  useKeepFocusClear(reminder, open);

  return (
    <Fade in={open} mountOnEnter unmountOnExit>
      <Alert
        ref={attach}
        severity="warning"
        role="status"
        variant="filled"
        // Above the submit bar when it shows, never over it or its text.
        style={{ bottom: (barHeight ?? 0) + OVERLAY_GAP }}
        sx={{
          position: 'fixed',
          right: 16,
          maxWidth: 320,
          width: 'calc(100% - 32px)',
          // Above the sticky bar, below drawers and dialogs.
          zIndex: (theme) => theme.zIndex.appBar + 1,
          boxShadow: 6,
          // Small on a phone: with the bar it must leave most of the screen to the page.
          py: { xs: 0.25, sm: 0.75 },
          fontSize: { xs: '0.875rem', sm: '1rem' },
          '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        }}
        action={
          <IconButton
            aria-label="Dismiss reminder"
            color="inherit"
            size="small"
            onClick={() => setDismissed(true)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <span>{message}</span>
          {barShown ? null : (
            <Button
              size="small"
              variant="contained"
              color="inherit"
              sx={{ color: 'warning.dark' }}
              disabled={actionDisabled}
              onClick={() => {
                setDismissed(true);
                onAction();
              }}
            >
              {actionLabel}
            </Button>
          )}
        </Stack>
      </Alert>
    </Fade>
  );
}
