import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Invoice } from '../../api/generated';
import { isPaid } from '../../components/invoices/balance';
import { isPayable } from './invoiceRules';

export interface InvoiceRowHandlers {
  /** Invoice whose payment link is being requested, if any. */
  payingId: number | null;
  /** A taken payment is not recorded yet: no new payment may start (it could charge twice). */
  paymentsLocked: boolean;
  /** Invoice whose PDF is being rendered, if any. */
  pdfId: number | null;
  onPay: (invoice: Invoice) => void;
  onPdf: (invoice: Invoice) => void;
}

export function ViewDownloadButton({
  invoice,
  pdfId,
  onPdf,
}: { invoice: Invoice } & Pick<InvoiceRowHandlers, 'pdfId' | 'onPdf'>) {
  const busy = pdfId === invoice.id;
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => onPdf(invoice)}
      disabled={pdfId !== null}
      aria-busy={busy}
      startIcon={
        busy ? <CircularProgress size={14} aria-hidden="true" /> : <PictureAsPdfOutlinedIcon />
      }
      sx={{ whiteSpace: 'nowrap' }}
    >
      View & Download #{invoice.id}
    </Button>
  );
}

/** The Status cell: a payment button, a Paid mark, or a note that it cannot be paid here. */
export function InvoiceStatus({
  invoice,
  payingId,
  paymentsLocked,
  onPay,
}: { invoice: Invoice } & Pick<InvoiceRowHandlers, 'payingId' | 'paymentsLocked' | 'onPay'>) {
  if (isPaid(invoice)) {
    return (
      <Chip
        icon={<CheckCircleIcon />}
        label="Paid"
        color="success"
        variant="outlined"
        size="small"
      />
    );
  }
  if (isPayable(invoice)) {
    const busy = payingId === invoice.id;
    return (
      <Button
        variant="contained"
        color="error"
        size="small"
        onClick={() => onPay(invoice)}
        disabled={payingId !== null || paymentsLocked}
        aria-busy={busy}
        aria-label={busy ? undefined : `Make a Payment for invoice #${invoice.id}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {busy ? 'Loading...' : 'Make a Payment'}
      </Button>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Not payable online
    </Typography>
  );
}
