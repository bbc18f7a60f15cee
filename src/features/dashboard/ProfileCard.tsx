import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { LoadingState } from '../../components/LoadingState';
import { LoadFailure } from '../../components/PageLoad';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetProfileQuery } from '../../api/portalApi';
import type { Profile } from '../../api/generated';
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

interface ProfileRow {
  label: string;
  value: (profile: Profile) => string;
  /** A line under the value, shown only when there is a value for it to explain. */
  hint?: string;
}

const startOf = (profile: Profile) => parseCalendarDate(profile.departure_date);

const PROFILE_ROWS: readonly ProfileRow[] = [
  {
    label: 'Primary Passenger',
    value: (profile) => composeGuestName(profile) || '-',
    // The spec's name order (last, middle, first) read as a mistake without a word on it.
    hint: 'Last name, middle name, first name',
  },
  { label: 'Your Tour', value: (profile) => profile.tour_title || '-' },
  {
    label: 'Tour Length (days)',
    value: (profile) => (profile.length ? String(profile.length) : '-'),
  },
  { label: 'Tour Starts', value: (profile) => tourDate(startOf(profile)) },
  {
    label: 'Tour Ends',
    value: (profile) => tourDate(tourEnd(startOf(profile), profile.length)),
  },
  { label: 'Reservation Number', value: (profile) => profile.confirmation_id || '-' },
];

/** Every row, each with its value, or with a dash while there is no profile to read. */
function ProfileRows({ profile }: { profile: Profile | null }) {
  return (
    <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
      {PROFILE_ROWS.map(({ label, value: read, hint }) => {
        const value = profile ? read(profile) : '-';
        return (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
            <Typography component="dt" sx={{ color: 'text.secondary', minWidth: { sm: 200 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
              {hint && value !== '-' ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}
                >
                  {hint}
                </Typography>
              ) : null}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

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
          <ProfileRows profile={null} />
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
    body = <ProfileRows profile={profile} />;
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
