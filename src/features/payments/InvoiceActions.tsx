import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import type { Invoice } from '../../api/generated';
import { isPaid, isPayable } from '../../domain/invoices';

// Plain buttons and marks, styled once by the invoice list (invoiceListStyles): MUI's Button
// and Chip in each of hundreds of rows kept megabytes of script heap on the page.

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
    <button
      type="button"
      className="invoice-button"
      onClick={() => onPdf(invoice)}
      aria-busy={pdfBusy}
    >
      {/* The spinner is the icon's size, so the button keeps its width while a PDF loads. */}
      {pdfBusy ? (
        <CircularProgress size="1em" aria-hidden="true" />
      ) : (
        <PictureAsPdfOutlinedIcon fontSize="inherit" />
      )}
      View & Download #{invoice.id}
    </button>
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
      <span className="invoice-mark invoice-paid">
        <CheckCircleIcon fontSize="inherit" />
        <span>Paid</span>
      </span>
    );
  }
  if (recording) {
    return (
      <span className="invoice-mark invoice-recording">
        <HourglassTopIcon fontSize="inherit" />
        <span>Payment being recorded</span>
      </span>
    );
  }
  if (isPayable(invoice)) {
    return (
      <button
        type="button"
        className="invoice-button invoice-pay"
        onClick={() => onPay(invoice)}
        disabled={payDisabled}
        aria-busy={paying}
        aria-label={paying ? undefined : `Make a Payment for invoice #${invoice.id}`}
      >
        {paying ? 'Loading...' : 'Make a Payment'}
      </button>
    );
  }
  return <span className="invoice-note">Not payable online</span>;
}
