import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentsBanner as Kind } from '../../domain/invoices';
import { taskOf } from '../../domain/tasks';

/** `teamBelow`: the travel team's contact is shown under the invoices. Memoised: a tap on an
 * invoice re-renders the page, not the banner. */
export const PaymentsBanner = memo(function PaymentsBanner({
  kind,
  teamBelow,
}: {
  kind: Kind;
  teamBelow: boolean;
}) {
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
        Please complete the remaining payments below to secure your tour. Each invoice with a Make a
        Payment button can be paid now.{' '}
        {/* The invoices carry no due date. Walk-throughs: "Pay now" read as all due today, and a
            pointer to the agreement sent a guest looking there for dates it may not list. */}
        {teamBelow ? (
          'Not sure by when? Our travel team (below) can tell you.'
        ) : (
          <>
            The payment terms are in your{' '}
            <Link component={RouterLink} to={taskOf('docusign').path} color="inherit">
              travel agreement
            </Link>
            .
          </>
        )}
      </Alert>
    );
  }
  return null;
});
