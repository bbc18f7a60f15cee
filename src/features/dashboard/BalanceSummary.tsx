import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useOutstandingBalance } from '../../components/invoices/useOutstandingBalance';
import { formatMoney, PAYMENTS_PATH } from '../../domain/invoices';

function Body() {
  const { balance, isLoading } = useOutstandingBalance();
  if (isLoading) {
    // Text only, like the task cards; the box keeps its loaded height (see BalanceSummary).
    return <Typography variant="body2">Loading balance...</Typography>;
  }
  // A failed reload keeps the balance already known; only a balance never loaded is missing.
  if (!balance) {
    return (
      <Typography variant="body2">
        We could not load your balance. See <Link to={PAYMENTS_PATH}>Payments</Link>.
      </Typography>
    );
  }
  if (balance.invoices === 0) return <Typography>No invoices yet.</Typography>;
  if (balance.amount <= 0) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
        {/* A finished guest still looks for receipts: the way there is a plain link, not a call. */}
        <Typography>
          Nothing left to pay. <Link to={PAYMENTS_PATH}>See your paid invoices</Link>
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Box>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="outstanding-balance">
          {formatMoney(balance.amount)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {balance.unpaid === 1 ? '1 invoice unpaid' : `${balance.unpaid} invoices unpaid`}
        </Typography>
      </Box>
      {/* Not a red "Pay now": with no due dates known, guests read it as the whole sum due today. */}
      <Button component={Link} to={PAYMENTS_PATH} variant="contained">
        See invoices
      </Button>
    </Stack>
  );
}

/** The outstanding balance over the unpaid invoices, with the way to pay it. */
export function BalanceSummary() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="balance-heading"
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', height: '100%' }}
    >
      <Typography component="h2" variant="body1" id="balance-heading" sx={{ fontWeight: 600 }}>
        Outstanding balance
      </Typography>
      {/* The height of the unpaid layout in every state, so nothing below moves as it loads. */}
      <Box sx={{ minHeight: '3.75rem' }}>
        <Body />
      </Box>
    </Paper>
  );
}
