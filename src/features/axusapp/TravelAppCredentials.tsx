import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../components/CopyButton';

export const CREDENTIALS_PENDING =
  'Your User ID and Passcode will appear here once our team has set up your account.';

const present = (value: string | null): string | null => (value?.trim() ? value : null);

function Credential({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack
        component="dd"
        direction="row"
        sx={{ m: 0, gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Typography
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere', pt: 0.25 }}
        >
          {value ?? '-'}
        </Typography>
        {value ? <CopyButton value={value} label={label} /> : null}
      </Stack>
    </Box>
  );
}

/**
 * The guest's sign-in for the travel app, issued by the team; shown, never edited. Until the team
 * has issued it, a plain note says so instead of rows of dashes.
 */
export function TravelAppCredentials({
  userId,
  passcode,
}: {
  userId: string | null;
  passcode: string | null;
}) {
  const shownUserId = present(userId);
  const shownPasscode = present(passcode);
  return (
    <Card component="section" aria-labelledby="travel-app-credentials-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h2" id="travel-app-credentials-heading">
          Your sign-in details
        </Typography>
        {shownUserId || shownPasscode ? (
          <>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
            >
              <Credential label="User ID" value={shownUserId} />
              <Credential label="Passcode" value={shownPasscode} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Our team has provided these details so you can sign in to the app and view your
              itinerary. Please keep them secure and do not share them.
            </Typography>
          </>
        ) : (
          <Typography>{CREDENTIALS_PENDING}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
