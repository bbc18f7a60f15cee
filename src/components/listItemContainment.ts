/**
 * For the items of a list that can run to hundreds (a group's passengers, its invoices): each item
 * is laid out and painted on its own, so when one item grows (an opened form), the browser moves
 * the items below it without walking through their insides. Unlike skipping items far off screen
 * (`content-visibility: auto`), every item stays in what a screen reader is given. It clips what
 * an item draws outside its box: keep focus rings and shadows inside its padding.
 */
export const LIST_ITEM_CONTAINMENT = { contain: 'layout paint' } as const;
