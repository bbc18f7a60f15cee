import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { DocumentThumbnail } from './DocumentThumbnail';
import type { DocumentEntry } from './documentEntries';

export const MISSING_ID_MESSAGE = 'Cannot delete: file id is missing.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete the document. Please try again.';
export const DELETED_MESSAGE = 'Document deleted successfully.';
/** The dialog closes 0.2 s after a successful delete, so the success message is seen. */
export const DELETE_CLOSE_DELAY_MS = 200;

/** A message containing "success" shows green, anything else red. */
export const isSuccessText = (text: string) => /success/i.test(text);

export interface DeleteDocumentDialogProps {
  document: DocumentEntry | null;
  /** Resolves true when the server confirmed the delete. */
  onDelete: (id: number) => Promise<boolean>;
  onClose: () => void;
}

export function DeleteDocumentDialog(props: DeleteDocumentDialogProps) {
  // A fresh body per document, so no message or busy flag leaks from the last one.
  return <DeleteDialogBody key={props.document?.path ?? 'none'} {...props} />;
}

function DeleteDialogBody({ document, onDelete, onClose }: DeleteDocumentDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const confirm = async () => {
    if (!document) return;
    if (document.id === null) {
      setMessage(MISSING_ID_MESSAGE);
      return;
    }
    setBusy(true);
    setMessage(null);
    const deleted = await onDelete(document.id).catch(() => false);
    if (!deleted) {
      setBusy(false);
      setMessage(DELETE_FAILED_MESSAGE);
      return;
    }
    setMessage(DELETED_MESSAGE);
    closeTimer.current = window.setTimeout(onClose, DELETE_CLOSE_DELAY_MS);
  };

  return (
    <Dialog
      open={document !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Delete uploaded document?</DialogTitle>
      <DialogContent>
        {document ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <DocumentThumbnail url={document.url} type={document.mimeType} />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {document.name}
            </Typography>
          </Stack>
        ) : null}
        {message ? (
          <Alert
            severity={isSuccessText(message) ? 'success' : 'error'}
            role={isSuccessText(message) ? 'status' : 'alert'}
            sx={{ mt: 2 }}
          >
            {message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} variant="outlined" color="secondary">
          Close
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          variant="contained"
          color="error"
          aria-busy={busy}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
