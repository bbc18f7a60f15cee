import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo } from 'react';
import type { Invoice } from '../../api/generated';
import { InvoiceStatus, ViewDownloadButton, type InvoiceRowProps } from './InvoiceActions';
import { useRenderInChunks } from '../../components/useRenderInChunks';
import { balanceOf, formatMoney } from '../../domain/invoices';
import { CARD_LIST, CARDS_BELOW, GRID_TABLE } from './invoiceListStyles';

interface Props {
  invoices: Invoice[];
  /** Invoice whose payment link is being requested, if any. */
  payingId: number | null;
  /** A taken payment is not recorded yet: no new payment may start (it could charge twice). */
  paymentsLocked: boolean;
  /** Invoices whose taken payment is being recorded. */
  recordingIds: readonly number[];
  /** Invoice whose PDF is being rendered, if any. */
  pdfId: number | null;
  onPay: (invoice: Invoice) => void;
  onPdf: (invoice: Invoice) => void;
}

// Rows and cards are plain elements styled once by their list (invoiceListStyles): as MUI
// components, each of 300 invoices worked out a dozen style objects of its own as it was drawn.

/** One invoice on a phone or a narrow window: a card instead of a five-column row. */
const InvoiceCard = memo(function InvoiceCard(props: InvoiceRowProps) {
  const { invoice } = props;
  return (
    <li className="invoice-card">
      <h2>{invoice.title}</h2>
      <div className="invoice-figure">
        <span>Amount</span>
        <span>{formatMoney(invoice.grand_total)}</span>
      </div>
      <div className="invoice-figure">
        <span>Balance</span>
        <span className="invoice-balance">{formatMoney(balanceOf(invoice))}</span>
      </div>
      <div className="invoice-actions">
        <InvoiceStatus {...props} />
        <ViewDownloadButton {...props} />
      </div>
    </li>
  );
});

const InvoiceRow = memo(function InvoiceRow(props: InvoiceRowProps) {
  const { invoice } = props;
  return (
    <tr role="row">
      <td role="cell">
        <ViewDownloadButton {...props} />
      </td>
      <td role="cell">{invoice.title}</td>
      <td role="cell" className="invoice-amount">
        {formatMoney(invoice.grand_total)}
      </td>
      <td role="cell" className="invoice-amount">
        {formatMoney(balanceOf(invoice))}
      </td>
      <td role="cell">
        <InvoiceStatus {...props} />
      </td>
    </tr>
  );
});

/** More than a screenful of rows (900 px) or cards; the rest follow a few at a time. */
const FIRST_DRAWN = 20;
const DRAWN_PER_TASK = 20;

/**
 * Every invoice as a row (a card on a phone). Memoised, and each row only re-renders when its own
 * invoice or state changes: opening one PDF costs the same with 3 invoices or 300.
 */
export const InvoiceTable = memo(function InvoiceTable({
  invoices,
  payingId,
  paymentsLocked,
  recordingIds,
  pdfId,
  onPay,
  onPdf,
}: Props) {
  const cards = useMediaQuery(CARDS_BELOW);
  const Item = cards ? InvoiceCard : InvoiceRow;
  const drawn = useRenderInChunks(invoices.length, FIRST_DRAWN, DRAWN_PER_TASK);
  const items = invoices.slice(0, drawn).map((invoice) => (
    <Item
      key={invoice.id}
      invoice={invoice}
      pdfBusy={pdfId === invoice.id}
      paying={payingId === invoice.id}
      recording={recordingIds.includes(invoice.id)}
      // The button asking for the link stays enabled (it ignores presses meanwhile), so it keeps
      // the focus, and the payment window hands the focus back to it when it closes.
      payDisabled={(payingId !== null && payingId !== invoice.id) || paymentsLocked}
      onPay={onPay}
      onPdf={onPdf}
    />
  ));
  if (cards) {
    return (
      <Box component="ul" sx={CARD_LIST} aria-label="Invoices">
        {items}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoices" role="table" sx={GRID_TABLE}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            <TableCell role="columnheader">View & Download</TableCell>
            <TableCell role="columnheader">Title</TableCell>
            <TableCell role="columnheader" align="right">
              Amount
            </TableCell>
            <TableCell role="columnheader" align="right">
              Balance
            </TableCell>
            <TableCell role="columnheader">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">{items}</TableBody>
      </Table>
    </TableContainer>
  );
});
