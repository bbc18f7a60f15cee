import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PaymentsBanner as Kind } from '../../domain/invoices';

export function PaymentsBanner({ kind }: { kind: Kind }) {
  if (kind === 'all-paid') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Thank you! All your payments are complete.</AlertTitle>
        We look forward to welcoming you in Japan.
      </Alert>
    );
  }
  if (kind === 'payments-due') {
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>Your amazing journey is about to begin!</AlertTitle>
        Please complete the remaining payments below to secure your tour.
      </Alert>
    );
  }
  return null;
}
