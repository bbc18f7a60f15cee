import type { Theme } from '@mui/material/styles';

/**
 * For the items of a list that can run to hundreds (a group's passengers, its invoices): each item
 * is laid out and painted on its own, so when one item grows (an opened form), the browser moves
 * the items below it without walking through their insides. Unlike skipping items far off screen
 * (`content-visibility: auto`), every item stays in what a screen reader is given. It clips what
 * an item draws outside its box: keep focus rings and shadows inside its padding.
 */
export const LIST_ITEM_CONTAINMENT = { contain: 'layout paint' } as const;

/**
 * A long list's item drawn as an outlined card (a meal passenger, an invoice on a phone), styled
 * once by its list: contained, its contents a grid (the list adds the gap), as MUI's outlined card
 * with its content padding would draw it.
 */
export const listCardFrame = (theme: Theme) =>
  ({
    ...LIST_ITEM_CONTAINMENT,
    display: 'grid',
    p: 2,
    pb: 3,
    border: 1,
    borderColor: 'divider',
    borderRadius: `${theme.shape.borderRadius}px`,
    bgcolor: 'background.paper',
  }) as const;

/**
 * The list itself: its items one under the other in plain block flow, `spacing` (theme units)
 * apart. A grid or flex list measures every item again whenever one is added or grows; block flow
 * lays out the new or changed item and moves the ones below. Traced at 300 invoices on a phone
 * (1.8x CPU), each further chunk of 20 cards took 17 ms of layout at first and 60 ms by the end
 * as a grid; as block flow, 13-21 ms throughout.
 */
export const stackedListItems = (spacing: number) => ({ '& > * + *': { mt: spacing } }) as const;
