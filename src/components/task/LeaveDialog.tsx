import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LEAVE_GUARD_MESSAGE } from './leaveWarning';

/** "Leave this page?" and its two responses; staying is the default. */
export function LeaveDialog({
  open,
  title = 'Leave this page?',
  message = LEAVE_GUARD_MESSAGE,
  leaveLabel = 'Leave',
  onStay,
  onLeave,
}: {
  open: boolean;
  title?: string;
  message?: string;
  leaveLabel?: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onStay}>
          Stay on this page
        </Button>
        <Button variant="outlined" color="secondary" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
