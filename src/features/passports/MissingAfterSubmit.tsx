import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { TravelTeamContact } from '../../components/TravelTeamContact';
import { missingAfterSubmit } from '../../components/travellers/travellerPassports';
import { useTravelTeamContact } from '../../components/useTravelTeamContact';

/**
 * Submitted with travellers still missing: uploads are locked now, so the page says where their
 * passports go instead (the travel team's contact), rather than leaving "Passport missing" rows.
 */
export function MissingAfterSubmit({ missing }: { missing: number }) {
  const contact = useTravelTeamContact();
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="note">
        {missingAfterSubmit(missing, contact !== null)}
      </Alert>
      {contact ? <TravelTeamContact info={contact} /> : null}
    </Stack>
  );
}
