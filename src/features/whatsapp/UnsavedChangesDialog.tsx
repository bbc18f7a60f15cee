import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface UnsavedChangesDialogProps {
  open: boolean;
  busy: boolean;
  /** Without a saved number there is nothing to submit in place of the edit: only Save & Submit. */
  hasSavedNumber: boolean;
  onCancel: () => void;
  /** Drop the edit and submit the previously saved number. */
  onDiscardAndSubmit: () => void;
  /** Save the new number first, then submit it. */
  onSaveAndSubmit: () => void;
}

export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {props.hasSavedNumber
            ? 'You changed your WhatsApp number but have not saved it. Do you want to save the new ' +
              'number before submitting, or submit your previously saved number?'
            : 'You have not saved your WhatsApp number yet. Do you want to save it and submit it?'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" color="secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        {props.hasSavedNumber ? (
          <Button variant="outlined" onClick={props.onDiscardAndSubmit} disabled={props.busy}>
            Discard & Submit
          </Button>
        ) : null}
        <Button variant="contained" onClick={props.onSaveAndSubmit} disabled={props.busy}>
          {props.busy ? 'Saving...' : 'Save & Submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
