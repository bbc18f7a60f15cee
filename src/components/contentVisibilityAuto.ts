import type { Breakpoint } from '@mui/material/styles';

/**
 * For the items of a list that can run to hundreds (a group's passengers, its invoices): the
 * browser skips an item's style, layout and paint while it is far off screen, so opening the page
 * costs what the first screenful costs. The item stays in the accessibility tree, and find in page
 * and focus still reach it. `height` is the item's usual height (per breakpoint, or one for all),
 * used until it has been drawn once: a close guess keeps the scrollbar steady.
 */
export const contentVisibilityAuto = (height: string | Partial<Record<Breakpoint, string>>) => ({
  contentVisibility: 'auto' as const,
  containIntrinsicBlockSize:
    typeof height === 'string'
      ? `auto ${height}`
      : Object.fromEntries(Object.entries(height).map(([key, value]) => [key, `auto ${value}`])),
});
