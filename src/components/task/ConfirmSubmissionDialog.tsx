import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useId, useState, type ReactNode } from 'react';
import { SHORT_VIEWPORT_QUERY } from '../shortViewport';
import { useDialogBuiltAhead } from '../useDialogBuiltAhead';

export interface ConfirmSubmissionDialogProps {
  open: boolean;
  title?: string;
  question: ReactNode;
  /** Something the guest should weigh first (passports: a traveller still missing). */
  warning?: string | null;
  /** Shown as a bullet list under the question. */
  notes?: ReactNode[];
  cancelLabel?: string;
  confirmLabel?: string;
  /** While true the confirm button reads "Submitting..." and both buttons are disabled. */
  busy: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The "are you sure?" step every task page shows before it submits. */
export const ConfirmSubmissionDialog = memo(
  ConfirmSubmission,
  // Closed, it is hidden: what its page passes it then (a new list of notes on every keystroke)
  // changes nothing the guest sees, so it is drawn again only when it opens or closes.
  (previous, next) => !previous.open && !next.open,
);

function ConfirmSubmission({
  open,
  title = 'Confirm Submission',
  question,
  warning = null,
  notes = [],
  cancelLabel = 'Cancel',
  confirmLabel = 'Submit',
  busy,
  error,
  onCancel,
  onConfirm,
}: ConfirmSubmissionDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  // On a screen that holds few lines (large text, landscape) the whole dialog scrolls with the
  // page: a scroll area of its own showed the warning and the buttons, and hid the question.
  const short = useMediaQuery(SHORT_VIEWPORT_QUERY, { noSsr: true });
  const builtAhead = useDialogBuiltAhead();
  // While it fades out the dialog stays as it was last shown and its buttons do nothing: after a
  // submit it read "Submit" again with both buttons live for the length of the fade.
  const [lastBusy, setLastBusy] = useState(busy);
  if (open && busy !== lastBusy) setLastBusy(busy);
  const shownBusy = open ? busy : lastBusy;
  const whileOpen = (act: () => void) => () => {
    if (open) act();
  };
  return (
    <Dialog
      key={builtAhead.key}
      keepMounted={builtAhead.keepMounted}
      slotProps={{ transition: { onExited: builtAhead.onExited } }}
      scroll={short ? 'body' : 'paper'}
      open={open}
      // A submit in flight must not be dismissed by a backdrop click or Escape.
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box id={bodyId}>
          {warning ? (
            // A note, not an alert: the dialog's description reads it when it opens, and the
            // dialog's own alert stays the one for a failed submit.
            <Alert severity="warning" role="note" sx={{ mb: 2 }}>
              {warning}
            </Alert>
          ) : null}
          <Typography component="div">{question}</Typography>
          {notes.length > 0 ? (
            <Box component="ul" sx={{ pl: 3, mb: 0 }}>
              {notes.map((note, index) => (
                <Typography component="li" variant="body2" key={index} sx={{ mb: 0.5 }}>
                  {note}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={whileOpen(onCancel)}
          disabled={shownBusy}
          variant="outlined"
          color="secondary"
        >
          {cancelLabel}
        </Button>
        <Button
          onClick={whileOpen(onConfirm)}
          disabled={shownBusy}
          variant="contained"
          aria-busy={shownBusy}
        >
          {shownBusy ? 'Submitting...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
