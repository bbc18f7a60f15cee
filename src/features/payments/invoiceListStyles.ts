import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { outlinedButton } from '../../components/plainButton';
import { PRESSED_FILLED } from '../../components/buttonLook';
import {
  LIST_ITEM_CONTAINMENT,
  listCardFrame,
  stackedListItems,
} from '../../components/listItemContainment';

/**
 * An invoice's buttons and marks (InvoiceActions), as MUI's small outlined and filled buttons and
 * outlined chips draw them.
 */
const invoiceActions = (theme: Theme) => {
  const { palette, typography } = theme;
  return {
    '& .invoice-button': outlinedButton(theme, 'small'),
    '& .invoice-pay': {
      px: '10px',
      py: '4px',
      border: 0,
      whiteSpace: 'nowrap',
      bgcolor: 'error.main',
      color: 'error.contrastText',
      '@media (hover: hover)': { '&:hover': { bgcolor: 'error.dark' } },
      '&:active': PRESSED_FILLED,
      '&:disabled': { bgcolor: 'action.disabledBackground' },
    },
    '& .invoice-mark': {
      ...typography.body2,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minHeight: 24,
      pl: '2px',
      pr: '7px',
      gap: '3px',
      border: '1px solid',
      borderRadius: '12px',
      lineHeight: 1.5,
      verticalAlign: 'middle',
      // A mark longer than its cell ("Payment being recorded" in the table at 1152-1400 px, or
      // at large text) wraps between words: never cut short.
      overflowWrap: 'normal',
      '& > svg': { fontSize: 18, flexShrink: 0 },
    },
    '& .invoice-paid': {
      color: 'success.main',
      borderColor: alpha(palette.success.main, 0.7),
    },
    '& .invoice-recording': {
      color: 'warning.main',
      borderColor: alpha(palette.warning.main, 0.7),
    },
    '& .invoice-note': { ...typography.body2, color: 'text.secondary' },
  };
};

/** Invoice cards (phone, narrow window, large text): outlined cards of title, figures, actions. */
export const CARD_LIST: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  ...stackedListItems(1.5),
  '& .invoice-card': { ...listCardFrame(theme), gap: 1.25 },
  '& .invoice-card h2': { ...theme.typography.h3, m: 0 },
  '& .invoice-figure': {
    ...theme.typography.body2,
    display: 'flex',
    justifyContent: 'space-between',
    gap: 1,
  },
  '& .invoice-figure > :first-of-type': { color: 'text.secondary' },
  '& .invoice-balance': { fontWeight: 600 },
  '& .invoice-actions': { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' },
  ...invoiceActions(theme),
});

/**
 * The table lays out as rows of one grid template with widths that do not depend on the content,
 * so each row is a box of its own: a row drawn or changed is laid out alone (a table lays out all
 * its rows whenever one changes: 300 invoices took 110-140 ms to open at 4x). Its roles
 * keep it a table for screen readers, whatever its CSS display. Headings and amounts stay whole;
 * a long title takes the wrapping.
 */
export const GRID_TABLE: SxProps<Theme> = (theme) => ({
  display: 'block',
  '& thead, & tbody': { display: 'block' },
  '& tr': {
    display: 'grid',
    gridTemplateColumns: '14.5em minmax(0, 2fr) 7.5em 7.5em minmax(11em, 1fr)',
    alignItems: 'center',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& tbody tr': LIST_ITEM_CONTAINMENT,
  '& tbody tr:last-of-type': { borderBottom: 0 },
  '& th': { display: 'block', borderBottom: 0, whiteSpace: 'nowrap' },
  '& td': { ...theme.typography.body2, display: 'block', p: 2, color: 'text.primary' },
  '& .invoice-amount': { whiteSpace: 'nowrap', textAlign: 'right' },
  ...invoiceActions(theme),
});

/** Below this width (72em: 1152 px at the default text size) the rows' columns would crowd the
 * title: cards instead, which also serve a guest with large text. */
export const CARDS_BELOW = '(max-width: 71.99em)';
