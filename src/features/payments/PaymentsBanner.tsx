import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentsBanner as Kind } from '../../domain/invoices';
import { taskOf } from '../../domain/tasks';

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
        Please complete the remaining payments below to secure your tour.{' '}
        {/* The invoices carry no due date: without this a guest took every balance as due today. */}
        When each one is due is set out in your{' '}
        <Link component={RouterLink} to={taskOf('docusign').path} color="inherit">
          travel agreement
        </Link>
        .
      </Alert>
    );
  }
  return null;
}
