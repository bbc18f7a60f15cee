import Typography from '@mui/material/Typography';
import { isEditable, isUnderReview } from '../../domain/taskStatus';
import { useTaskStatus } from '../../components/task/taskStatus';
import { missingSummary } from '../../components/travellers/travellerPassports';
import { useTravellerPassports } from '../../components/travellers/useTravellerPassports';

/**
 * The passport card's count of travellers still without one, while the task is open or under
 * review (submitted without them, their passports still owed); a completed task needs none.
 */
export function PassportsMissing() {
  const passports = useTravellerPassports();
  const { status } = useTaskStatus('passports');
  if (!passports || passports.rows.length === 0) return null;
  if (!isEditable(status) && !isUnderReview(status)) return null;
  // No style of its own: the dashboard's first-screen CSS (built with no travellers) covers it.
  // Everyone uploaded while the task is open: the server's "upload" message under it is only half
  // the story, so say what is left.
  const onlyConfirmLeft = passports.missingCount === 0 && isEditable(status);
  return (
    <Typography variant="body2">
      <strong>{missingSummary(passports.missingCount, passports.rows.length)}</strong>
      {onlyConfirmLeft ? ' One step left: open the task and confirm them.' : null}
    </Typography>
  );
}
