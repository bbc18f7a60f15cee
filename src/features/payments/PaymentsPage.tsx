import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { LoadingState } from '../../components/LoadingState';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListInvoicesQuery } from '../../api/portalApi';
import { LoadFailure } from '../../components/PageLoad';
import { InvoicePdfDialog } from './InvoicePdfDialog';
import { InvoiceTable } from './InvoiceTable';
import { bannerFor } from './invoiceRules';
import { NoticeToast } from './NoticeToast';
import { PaymentReceiptCard } from './PaymentReceiptCard';
import { PaymentsBanner } from './PaymentsBanner';
import { SecurePaymentDialog } from './SecurePaymentDialog';
import { useInvoicePdf } from './useInvoicePdf';
import { usePaymentFlow } from './usePaymentFlow';

function ErrorAlert({
  message,
  onClose,
  onRetry,
}: {
  message: string | null;
  onClose: () => void;
  /** Offered instead of closing when the failed step can be sent again. */
  onRetry?: (() => void) | null;
}) {
  if (!message) return null;
  const retry = onRetry ? (
    <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
      Try again
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" role="alert" action={retry} onClose={retry ? undefined : onClose}>
      {message}
    </Alert>
  );
}

export default function PaymentsPage() {
  const { data, isLoading, isFetching, error, refetch } = useListInvoicesQuery();
  const payment = usePaymentFlow(refetch);
  const pdf = useInvoicePdf();
  const invoices = data ?? [];

  let content;
  if (isLoading) {
    content = <LoadingState label="Loading invoices..." />;
  } else if (error) {
    content = (
      <LoadFailure
        error={error}
        fallback="Failed to load invoices."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (invoices.length === 0) {
    content = <Typography>No invoices found.</Typography>;
  } else {
    // Opening a dialog dismisses the toast: on a phone it would sit over the dialog's buttons.
    content = (
      <>
        <PaymentsBanner kind={bannerFor(invoices)} />
        <InvoiceTable
          invoices={invoices}
          payingId={payment.payingId}
          paymentsLocked={payment.paymentsLocked}
          pdfId={pdf.loadingId}
          onPay={(invoice) => {
            payment.hideNotice();
            void payment.pay(invoice);
          }}
          onPdf={(invoice) => {
            payment.hideNotice();
            void pdf.show(invoice.id);
          }}
        />
      </>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h1" tabIndex={-1}>
        Payments
      </Typography>
      <ErrorAlert
        message={payment.error}
        onClose={payment.clearError}
        onRetry={payment.retryReport}
      />
      <ErrorAlert message={pdf.error} onClose={pdf.clearError} />
      <PaymentReceiptCard receipt={payment.receipt} onClose={payment.closeReceipt} />
      {content}
      <SecurePaymentDialog token={payment.token} onClose={payment.closeWindow} />
      <InvoicePdfDialog
        open={pdf.open}
        preview={pdf.preview}
        onDownload={pdf.download}
        onClose={pdf.close}
        onExited={pdf.exited}
      />
      <NoticeToast
        open={payment.noticeOpen}
        message={payment.notice}
        onClose={payment.hideNotice}
      />
    </Stack>
  );
}
