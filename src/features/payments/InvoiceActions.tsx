import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Invoice } from '../../api/generated';
import { isPaid } from '../../domain/invoices';
import { isPayable } from '../../domain/invoices';

/** What one invoice's row shows and does; each row gets only its own state, so a change to one
 * invoice leaves the other rows as they are. */
export interface InvoiceRowProps {
  invoice: Invoice;
  /** This invoice's PDF is being rendered. */
  pdfBusy: boolean;
  /** This invoice's payment link is being requested. */
  paying: boolean;
  /** The provider took a payment for this invoice that the server has not recorded yet. */
  recording: boolean;
  /** No payment may start now: another one is being opened, or a taken payment is not recorded
   * yet (a second one could charge twice). */
  payDisabled: boolean;
  onPay: (invoice: Invoice) => void;
  onPdf: (invoice: Invoice) => void;
}

export function ViewDownloadButton({
  invoice,
  pdfBusy,
  onPdf,
}: Pick<InvoiceRowProps, 'invoice' | 'pdfBusy' | 'onPdf'>) {
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => onPdf(invoice)}
      aria-busy={pdfBusy}
      // The spinner is the icon's size (18 px), so the button keeps its width while a PDF loads.
      startIcon={
        pdfBusy ? <CircularProgress size={18} aria-hidden="true" /> : <PictureAsPdfOutlinedIcon />
      }
    >
      View & Download #{invoice.id}
    </Button>
  );
}

/**
 * The Status cell: a payment button, a Paid mark, a payment being recorded, or a note that it
 * cannot be paid here.
 */
export function InvoiceStatus({
  invoice,
  paying,
  recording,
  payDisabled,
  onPay,
}: Pick<InvoiceRowProps, 'invoice' | 'paying' | 'recording' | 'payDisabled' | 'onPay'>) {
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
  if (recording) {
    return (
      <Chip
        icon={<HourglassTopIcon />}
        label="Payment being recorded"
        color="warning"
        variant="outlined"
        size="small"
      />
    );
  }
  if (isPayable(invoice)) {
    return (
      <Button
        variant="contained"
        color="error"
        size="small"
        onClick={() => onPay(invoice)}
        disabled={payDisabled}
        aria-busy={paying}
        aria-label={paying ? undefined : `Make a Payment for invoice #${invoice.id}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {paying ? 'Loading...' : 'Make a Payment'}
      </Button>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Not payable online
    </Typography>
  );
}
