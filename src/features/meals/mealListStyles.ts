import type { SxProps, Theme } from '@mui/material/styles';
import { listCardFrame, stackedListItems } from '../../components/listItemContainment';
import { outlinedButton } from '../../components/plainButton';

/**
 * The passengers' list and each card's frame, heading, Edit button and read-mode fields: plain
 * elements styled once here, as an outlined MUI card and button would draw them. As MUI
 * components, each of 240 cards worked out a dozen style objects of its own as it was drawn, and
 * React walked all of them again when the guest left the page.
 */
export const MEAL_CARD_LIST: SxProps<Theme> = (theme) => ({
  ...stackedListItems(2),
  '& .meal-card': { ...listCardFrame(theme), gap: 2, color: 'text.primary' },
  '& .meal-card-head': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 1,
  },
  '& .meal-card h3': { ...theme.typography.h3, m: 0 },
  '& .meal-edit': outlinedButton(theme, 'medium'),
  '& .meal-fields': {
    m: 0,
    display: 'grid',
    gap: 1.5,
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr 2fr' },
  },
  '& .meal-fields dt': {
    ...theme.typography.body2,
    m: 0,
    color: 'text.secondary',
    fontWeight: 600,
  },
  '& .meal-fields dd': {
    ...theme.typography.body1,
    m: 0,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
});
