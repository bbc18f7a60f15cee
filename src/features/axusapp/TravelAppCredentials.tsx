import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

function Credential({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }}
      >
        {value?.trim() ? value : '-'}
      </Typography>
    </Box>
  );
}

/** The guest's sign-in for the travel app, issued by the team; shown, never edited. */
export function TravelAppCredentials({
  userId,
  passcode,
}: {
  userId: string | null;
  passcode: string | null;
}) {
  return (
    <Card component="section" aria-labelledby="travel-app-credentials-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h2" id="travel-app-credentials-heading">
          Your sign-in details
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
        >
          <Credential label="User ID" value={userId} />
          <Credential label="Passcode" value={passcode} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Our team has provided these details so you can sign in to the app and view your itinerary.
          Please keep them secure and do not share them.
        </Typography>
      </CardContent>
    </Card>
  );
}
