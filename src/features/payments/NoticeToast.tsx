import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

/** The toast hides itself after 4.5 seconds. */
export const TOAST_AUTO_HIDE_MS = 4500;

export function NoticeToast({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        onClose={onClose}
        sx={{ minWidth: 280 }}
      >
        <AlertTitle>Notice</AlertTitle>
        {message}
      </Alert>
    </Snackbar>
  );
}
