import Alert from '@mui/material/Alert';
import { LoadingState } from '../../components/LoadingState';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import type { Invoice } from '../../api/generated';
import { useListInvoicesQuery } from '../../api/portalApi';
import { LoadFailure, RefreshFailure } from '../../components/PageLoad';
import { TaskPageHeader } from '../../components/task/TaskPageHeader';
import { useLeaveGuard } from '../../components/task/useLeaveGuard';
import { InvoicePdfDialog } from './InvoicePdfDialog';
import { InvoiceTable } from './InvoiceTable';
import { bannerFor } from '../../domain/invoices';
import { NoticeToast } from './NoticeToast';
import { PaymentReceiptCard } from './PaymentReceiptCard';
import { PaymentsBanner } from './PaymentsBanner';
import { SecurePaymentDialog } from './SecurePaymentDialog';
import { useInvoicePdf } from './useInvoicePdf';
import { UnrecordedPaymentAlert } from './UnrecordedPaymentAlert';
import { useCloseOnNavigation } from '../../components/navigation/useCloseOnNavigation';
import { TravelTeamContact } from '../../components/TravelTeamContact';
import { useTravelTeamContact } from '../../components/useTravelTeamContact';
import { usePaymentFlow } from './usePaymentFlow';

function ErrorAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose}>
      {message}
    </Alert>
  );
}

const NO_INVOICES: Invoice[] = [];

export const LEAVE_WHILE_RECORDING =
  'Your payment is still being recorded. If you leave, we will keep trying whenever you are signed in on this browser. Please do not pay again.';

export default function PaymentsPage() {
  const { data, isLoading, isFetching, error, refetch } = useListInvoicesQuery();
  const payment = usePaymentFlow(refetch);
  const pdf = useInvoicePdf();
  const invoices = data ?? NO_INVOICES;
  const { pay, hideNotice } = payment;
  const { show } = pdf;
  const leaveGuard = useLeaveGuard(payment.paymentsLocked, LEAVE_WHILE_RECORDING);
  useCloseOnNavigation(payment.token !== null, payment.closeWindow);
  // Back with the invoice preview open left Payments for the page before it.
  useCloseOnNavigation(pdf.open, pdf.close);
  // Opening a dialog dismisses the toast: on a phone it would sit over the dialog's buttons.
  const payInvoice = useCallback(
    (invoice: Invoice) => {
      hideNotice();
      void pay(invoice);
    },
    [pay, hideNotice],
  );
  const showPdf = useCallback(
    (invoice: Invoice) => {
      hideNotice();
      void show(invoice.id);
    },
    [show, hideNotice],
  );

  // While payments are due, whom to ask what is due now (the invoices carry no due date).
  const banner = bannerFor(invoices);
  const contact = useTravelTeamContact();
  const teamContact = banner === 'payments-due' ? contact : null;

  let content;
  if (isLoading) {
    content = <LoadingState label="Loading invoices..." />;
  } else if (error && !data) {
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
    content = (
      <>
        {error ? <RefreshFailure onRetry={() => void refetch()} retrying={isFetching} /> : null}
        <PaymentsBanner kind={banner} teamBelow={teamContact !== null} />
        <InvoiceTable
          invoices={invoices}
          payingId={payment.payingId}
          paymentsLocked={payment.paymentsLocked}
          recordingIds={payment.recordingIds}
          pdfId={pdf.loadingId}
          onPay={payInvoice}
          onPdf={showPdf}
        />
        {teamContact ? <TravelTeamContact info={teamContact} /> : null}
      </>
    );
  }

  return (
    <Stack spacing={2.5}>
      <TaskPageHeader title="Payments" />
      <ErrorAlert message={payment.error} onClose={payment.clearError} />
      <UnrecordedPaymentAlert
        payments={payment.unrecorded}
        sending={payment.sendingReport}
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
      {leaveGuard}
      <NoticeToast
        open={payment.noticeOpen}
        message={payment.notice}
        onClose={payment.hideNotice}
      />
    </Stack>
  );
}
