import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { trackBottomOverlay } from '../../components/task/bottomOverlays';
import { useKeepFocusClear } from '../../components/useKeepFocusClear';

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
  const toast = useRef<HTMLDivElement | null>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((node: HTMLDivElement | null) => {
    toast.current = node;
    setElement(node);
  }, []);
  // While it shows, the page keeps room under it and a control focused behind it moves clear.
  useLayoutEffect(() => (element ? trackBottomOverlay('toast', element) : undefined), [element]);
  useKeepFocusClear(toast, open);
  return (
    <Snackbar
      ref={attach}
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
