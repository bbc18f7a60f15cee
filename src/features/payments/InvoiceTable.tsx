import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo } from 'react';
import type { Invoice } from '../../api/generated';
import { InvoiceStatus, ViewDownloadButton, type InvoiceRowHandlers } from './InvoiceActions';
import { balanceOf, formatMoney } from '../../components/invoices/balance';

type Props = { invoices: Invoice[] } & InvoiceRowHandlers;

/** Phones (below 576 px): one card per invoice instead of a five-column table. */
function InvoiceCards({ invoices, ...handlers }: Props) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Invoices"
    >
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 1.25 }}>
              <Typography component="h2" variant="h3">
                {invoice.title}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Amount
                </Typography>
                <Typography variant="body2">{formatMoney(invoice.grand_total)}</Typography>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Balance
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatMoney(balanceOf(invoice))}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <InvoiceStatus invoice={invoice} {...handlers} />
                <ViewDownloadButton invoice={invoice} {...handlers} />
              </Stack>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function InvoiceRows({ invoices, ...handlers }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>View & Download</TableCell>
            <TableCell>Title</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>
                <ViewDownloadButton invoice={invoice} {...handlers} />
              </TableCell>
              <TableCell>{invoice.title}</TableCell>
              <TableCell align="right">{formatMoney(invoice.grand_total)}</TableCell>
              <TableCell align="right">{formatMoney(balanceOf(invoice))}</TableCell>
              <TableCell>
                <InvoiceStatus invoice={invoice} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Memoised: opening or closing a dialog on the page leaves the invoice list as it is. */
export const InvoiceTable = memo(function InvoiceTable(props: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return phone ? <InvoiceCards {...props} /> : <InvoiceRows {...props} />;
});
