import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PdfFrame } from '../../components/PdfFrame';
import type { PdfPreview } from './useInvoicePdf';

const TITLE_ID = 'invoice-pdf-title';

export function InvoicePdfDialog({
  open,
  preview,
  onDownload,
  onClose,
  onExited,
}: {
  open: boolean;
  preview: PdfPreview | null;
  onDownload: () => void;
  onClose: () => void;
  onExited: () => void;
}) {
  return (
    <Dialog
      open={open && preview !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={TITLE_ID}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={TITLE_ID}>Preview Invoice PDF</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '80vh' }}>
        {preview ? (
          <PdfFrame src={preview.url} title={`Invoice #${preview.invoiceId} PDF`} height="100%" />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDownload}>
          Download Invoice
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
