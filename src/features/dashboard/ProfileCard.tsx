import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { LoadingState } from '../../components/LoadingState';
import { LoadFailure } from '../../components/PageLoad';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetProfileQuery } from '../../api/portalApi';
import {
  composeGuestName,
  formatCalendarDate,
  parseCalendarDate,
  spellCalendarDate,
  tourEnd,
  type CalendarDate,
} from '../../lib/profileFormat';

/** MM/DD/YYYY as the booking states it, with the month in words beside it: "04/10/2026 (April 10)". */
function tourDate(date: CalendarDate | null): string {
  const spelled = spellCalendarDate(date, false);
  return spelled ? `${formatCalendarDate(date)} (${spelled})` : formatCalendarDate(date);
}

/** The spec's name order (last, middle, first) read as a mistake without a word on it. */
const NAME_ORDER_HINT = 'Last name, middle name, first name';

function ProfileRows({ rows }: { rows: [string, string][] }) {
  return (
    <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
          <Typography component="dt" sx={{ color: 'text.secondary', minWidth: { sm: 200 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
            {label === PROFILE_LABELS[0] && value !== '-' ? (
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}
              >
                {NAME_ORDER_HINT}
              </Typography>
            ) : null}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const PROFILE_LABELS = [
  'Primary Passenger',
  'Your Tour',
  'Tour Length (days)',
  'Tour Starts',
  'Tour Ends',
  'Reservation Number',
] as const;

/** Guest Profile: the primary passenger and the tour, or one of three states. */
export function ProfileCard() {
  const { data: profile, isLoading, isFetching, error } = useGetProfileQuery();
  let body;
  if (isLoading || (isFetching && !profile && !error)) {
    // The loading line sits over an invisible copy of the rows, so the task cards below do not
    // jump down when the profile arrives (a layout shift a guest sees, and Lighthouse counts).
    body = (
      <Box sx={{ position: 'relative' }}>
        <Box aria-hidden="true" sx={{ visibility: 'hidden' }}>
          <ProfileRows rows={PROFILE_LABELS.map((label) => [label, '-'])} />
        </Box>
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <LoadingState label="Loading profile..." />
        </Box>
      </Box>
    );
  } else if (error && profile === undefined) {
    // A failed reload keeps the profile already shown.
    body = <LoadFailure error={error} fallback="Failed to load profile." />;
  } else if (!profile || typeof profile !== 'object') {
    body = <Typography>No profile information available.</Typography>;
  } else {
    const start = parseCalendarDate(profile.departure_date);
    body = (
      <ProfileRows
        rows={[
          composeGuestName(profile) || '-',
          profile.tour_title || '-',
          profile.length ? String(profile.length) : '-',
          tourDate(start),
          tourDate(tourEnd(start, profile.length)),
          profile.confirmation_id || '-',
        ].map((value, index) => [PROFILE_LABELS[index], value])}
      />
    );
  }
  return (
    <Card component="section" aria-labelledby="profile-heading">
      <CardHeader
        title="Guest Profile"
        slotProps={{ title: { component: 'h2', variant: 'h2', id: 'profile-heading' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
