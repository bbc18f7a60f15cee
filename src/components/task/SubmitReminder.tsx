import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';

export interface SubmitReminderProps {
  /** True while the task is uncomplete. */
  active: boolean;
  message: string;
  actionLabel: string;
  onAction: () => void;
  delayMs?: number;
}

export const REMINDER_DELAY_MS = 6000;

/** A floating, dismissible nudge that appears a while after the guest lands on an open task. */
export function SubmitReminder({
  active,
  message,
  actionLabel,
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

  const open = active && due && !dismissed;
  return (
    <Fade in={open} mountOnEnter unmountOnExit>
      <Alert
        severity="warning"
        role="status"
        variant="filled"
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 88,
          maxWidth: 320,
          width: 'calc(100% - 32px)',
          // Above the sticky bar, below drawers and dialogs.
          zIndex: (theme) => theme.zIndex.appBar + 1,
          boxShadow: 6,
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
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={{ color: 'warning.dark' }}
            onClick={() => {
              setDismissed(true);
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
