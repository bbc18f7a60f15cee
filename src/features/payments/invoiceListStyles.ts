import type { SxProps, Theme } from '@mui/material/styles';
import {
  LIST_ITEM_CONTAINMENT,
  listCardFrame,
  stackedListItems,
} from '../../components/listItemContainment';

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
});

/** Below this width (72em: 1152 px at the default text size) the rows' columns would crowd the
 * title: cards instead, which also serve a guest with large text. */
export const CARDS_BELOW = '(max-width: 71.99em)';
