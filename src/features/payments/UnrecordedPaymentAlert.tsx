import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UnsentPayment } from '../../components/unsent/unsentReports';
import { formatMoney } from '../../domain/invoices';
import { UNRECORDED_PAYMENT } from './usePaymentFlow';

/**
 * A payment the provider took but the server has not recorded: which one, that paying again is
 * not needed, and Try again (the portal also keeps trying by itself).
 */
export function UnrecordedPaymentAlert({
  payments,
  sending,
  onRetry,
}: {
  payments: UnsentPayment[];
  sending: boolean;
  onRetry: (() => void) | null;
}) {
  if (payments.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        onRetry ? (
          <Button
            color="inherit"
            size="small"
            onClick={onRetry}
            disabled={sending}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {sending ? 'Sending...' : 'Try again'}
          </Button>
        ) : undefined
      }
    >
      {UNRECORDED_PAYMENT}
      {payments.map((payment) => (
        <Box component="span" key={payment.id} sx={{ display: 'block', mt: 0.5 }}>
          {`Invoice #${payment.report.invoice_id}: ${formatMoney(payment.report.received_amount)}, transaction ${payment.id}`}
        </Box>
      ))}
    </Alert>
  );
}
