import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PdfFrame } from '../PdfFrame';
import { isImage, isPdf, type DocumentEntry } from './documentEntries';

/** Shows an uploaded document: an image, a PDF in a frame, or a note for other types. */
export function PreviewDialog({
  document,
  onClose,
}: {
  document: DocumentEntry | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {document?.name}
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, md: 2 } }}>
        {document && isImage(document.mimeType) ? (
          <Box
            component="img"
            src={document.url}
            alt={document.name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
          />
        ) : document && isPdf(document.mimeType) ? (
          <PdfFrame src={document.url} title={document.name} height="75vh" />
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
