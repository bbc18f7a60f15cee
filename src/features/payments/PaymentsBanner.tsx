import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentsBanner as Kind } from '../../domain/invoices';
import { taskOf } from '../../domain/tasks';

/** `teamBelow`: the travel team's contact is shown under the invoices. */
export function PaymentsBanner({ kind, teamBelow }: { kind: Kind; teamBelow: boolean }) {
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
        {/* The invoices carry no due date: a guest took every balance as due today, and then
            looked in the agreement for dates it may not list; it holds the terms, the team knows. */}
        This page shows no due dates, so not every invoice may be due yet: the payment terms are in
        your{' '}
        <Link component={RouterLink} to={taskOf('docusign').path} color="inherit">
          travel agreement
        </Link>
        {teamBelow ? ', and our travel team (below) can tell you what is due now.' : '.'}
      </Alert>
    );
  }
  return null;
}
