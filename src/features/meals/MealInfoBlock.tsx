import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden';

/** A printable card in Japanese that guests can show restaurant staff. */
export const ALLERGY_CARD_URL = 'https://www.allergyfreetable.com/allergy-cards/';

/** What the guest must know before choosing meals. Memoised: it never changes with an edit. */
export const MealInfoBlock = memo(function MealInfoBlock({ editable }: { editable: boolean }) {
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby="meal-info-heading">
      <Typography component="h2" variant="h3" id="meal-info-heading" sx={{ mb: 1 }}>
        {editable ? 'Before you choose' : 'About meals on this tour'}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0, display: 'grid', gap: 0.75 }}>
        <li>
          We offer two meal options on this tour: <strong>Regular</strong> and{' '}
          <strong>Vegetarian</strong>.
        </li>
        <li>Meal requests cannot be added or changed once the tour has started.</li>
        <li>
          We can accommodate some requests, such as no shellfish or no raw fish. We are unable to
          provide gluten-free, lactose-free, religious or other special diets.
        </li>
        <li>
          If you have a severe allergy (for example one that can cause anaphylaxis, requires an
          EpiPen or needs medication), we may not be able to make special arrangements, and you may
          be unable to join the tour. Only guests with mild allergies who can manage them on their
          own can take part.
        </li>
        <li>
          We inform every restaurant of your allergies, but we cannot guarantee that allergens will
          be avoided. We encourage you to bring some food of your own.
        </li>
        <li>
          Print an allergy card to show restaurant staff:{' '}
          <Link href={ALLERGY_CARD_URL} target="_blank" rel="noopener noreferrer">
            printable allergy cards
            <OpenInNewIcon sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.1em' }} />
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (opens in a new tab)
            </Box>
          </Link>
        </li>
      </Box>
      {editable ? (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          After you have completed the details for every passenger, press the Submit Meal Requests
          button at the bottom of this page.
        </Typography>
      ) : null}
    </Alert>
  );
});
