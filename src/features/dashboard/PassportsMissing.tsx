import Typography from '@mui/material/Typography';
import { isEditable } from '../../components/task/statusModel';
import { useTaskStatus } from '../../components/task/taskStatus';
import { missingSummary } from '../../components/travellers/travellerPassports';
import { useTravellerPassports } from '../../components/travellers/useTravellerPassports';

/** The passport card's count of travellers still without one, while the task is open. */
export function PassportsMissing() {
  const passports = useTravellerPassports();
  const { status } = useTaskStatus('passports');
  if (!passports || passports.rows.length === 0 || !isEditable(status)) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {missingSummary(passports.missingCount, passports.rows.length)}
    </Typography>
  );
}
