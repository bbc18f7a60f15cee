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
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo } from 'react';
import type { Invoice } from '../../api/generated';
import { InvoiceStatus, ViewDownloadButton, type InvoiceRowProps } from './InvoiceActions';
import { contentVisibilityAuto } from '../../components/contentVisibilityAuto';
import { useRenderInChunks } from '../../components/useRenderInChunks';
import { balanceOf, formatMoney } from '../../domain/invoices';

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

// An invoice card's height inside its border: 180 px, or 219 px when its buttons take two lines.
const DRAWN_WHEN_NEAR = contentVisibilityAuto('208px');

/** One invoice on a phone or a narrow window: a card instead of a five-column row. */
const InvoiceCard = memo(function InvoiceCard(props: InvoiceRowProps) {
  const { invoice } = props;
  return (
    <li>
      <Card sx={DRAWN_WHEN_NEAR}>
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
            <InvoiceStatus {...props} />
            <ViewDownloadButton {...props} />
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
});

// A row at 1280 px: two lines of text, or a View & Download button of two lines.
const ROW_DRAWN_WHEN_NEAR = contentVisibilityAuto('88px');

const InvoiceRow = memo(function InvoiceRow(props: InvoiceRowProps) {
  const { invoice } = props;
  return (
    <TableRow role="row" sx={ROW_DRAWN_WHEN_NEAR}>
      <TableCell role="cell">
        <ViewDownloadButton {...props} />
      </TableCell>
      <TableCell role="cell">{invoice.title}</TableCell>
      <TableCell role="cell" align="right">
        {formatMoney(invoice.grand_total)}
      </TableCell>
      <TableCell role="cell" align="right">
        {formatMoney(balanceOf(invoice))}
      </TableCell>
      <TableCell role="cell">
        <InvoiceStatus {...props} />
      </TableCell>
    </TableRow>
  );
});

/**
 * The table lays out as rows of one grid template with widths that do not depend on the content,
 * so each row is a box of its own that the browser skips while it is far off screen (a table lays
 * out all its rows whenever one changes: 300 invoices took 110-140 ms to open at 4x). Its roles
 * keep it a table for screen readers, whatever its CSS display. Headings and amounts stay whole;
 * a long title takes the wrapping.
 */
const GRID_TABLE = {
  display: 'block',
  '& thead, & tbody': { display: 'block' },
  '& tr': {
    display: 'grid',
    gridTemplateColumns: '14.5em minmax(0, 2fr) 7.5em 7.5em minmax(11em, 1fr)',
    alignItems: 'center',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& tbody tr:last-of-type': { borderBottom: 0 },
  '& td, & th': { display: 'block', borderBottom: 0 },
  '& .MuiTableCell-head, & .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
};
/** Below this width (72em: 1152 px at the default text size) the rows' columns would crowd the
 * title: cards instead, which also serve a guest with large text. */
const CARDS_BELOW = '(max-width: 71.99em)';

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
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Invoices"
      >
        {items}
      </Stack>
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
