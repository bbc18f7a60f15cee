import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { PdfFrame } from '../PdfFrame';
import { useDialogBuiltAhead } from '../useDialogBuiltAhead';
import { isImage, isPdf, type DocumentEntry } from './documentEntries';

/**
 * Shows an uploaded document: an image, a PDF in a frame, or a note for other types. `document`
 * null closes it.
 */
export const PreviewDialog = memo(
  DocumentPreview,
  // Closed, it is hidden: a new `onClose` from its page changes nothing the guest sees.
  (previous, next) => previous.document === null && next.document === null,
);

function DocumentPreview({
  document,
  onClose,
}: {
  document: DocumentEntry | null;
  onClose: () => void;
}) {
  const titleId = useId();
  // The document stays on show while the dialog fades out: read from `document`, the closing
  // dialog lost its title and said "Unsupported preview format" for the length of the fade.
  const [shown, setShown] = useState(document);
  if (document !== null && document !== shown) setShown(document);
  // Once it has faded out it is emptied: the image or PDF frame unloads.
  const builtAhead = useDialogBuiltAhead(() => setShown(null));
  return (
    <Dialog
      key={builtAhead.key}
      keepMounted={builtAhead.keepMounted}
      open={document !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      slotProps={{ transition: { onExited: builtAhead.onExited } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {shown?.name}
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, md: 2 } }}>
        {shown === null ? null : isImage(shown.mimeType) ? (
          <Box
            component="img"
            src={shown.url}
            alt={shown.name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
          />
        ) : isPdf(shown.mimeType) ? (
          <PdfFrame src={shown.url} title={shown.name} height="75vh" />
        ) : (
          <Typography sx={{ py: 4, textAlign: 'center' }}>Unsupported preview format</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
