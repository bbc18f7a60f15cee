import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneIcon from '@mui/icons-material/Done';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CircularProgress from '@mui/material/CircularProgress';
import { menuIconKind, type MenuIconKind, type TaskStatus } from '../../domain/taskStatus';

/** Legend texts double as the icons' text alternatives, so colour is never the only signal. */
export const STATUS_LEGEND: Record<MenuIconKind, { label: string; hint: string }> = {
  action: { label: 'Action required', hint: 'your input needed' },
  review: { label: 'Under review', hint: 'submitted, the provider is checking' },
  preparing: { label: 'Opens later', hint: 'our team is preparing it' },
  completed: { label: 'Completed', hint: 'confirmed by both sides' },
};

/**
 * A status in words: the legend's label, and for a task the team is still preparing its hint too
 * ("Opens later: our team is preparing it"): guests took it for something done already.
 */
export const statusLabel = (status: TaskStatus | null | undefined) => {
  const kind = menuIconKind(status);
  const { label, hint } = STATUS_LEGEND[kind];
  return kind === 'preparing' ? `${label}: ${hint}` : label;
};

export function StatusKindIcon({
  kind,
  titleAccess,
}: {
  kind: MenuIconKind;
  titleAccess?: string;
}) {
  const label = titleAccess ?? STATUS_LEGEND[kind].label;
  if (kind === 'completed')
    return <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} titleAccess={label} />;
  if (kind === 'review')
    return <TaskAltIcon fontSize="small" sx={{ color: 'primary.main' }} titleAccess={label} />;
  if (kind === 'preparing')
    return <DoneIcon fontSize="small" sx={{ color: 'primary.main' }} titleAccess={label} />;
  return <WarningAmberIcon fontSize="small" sx={{ color: 'warning.main' }} titleAccess={label} />;
}

export function StatusIcon({
  status,
  loading,
}: {
  status: TaskStatus | null | undefined;
  loading?: boolean;
}) {
  if (loading) return <CircularProgress size={16} aria-label="Loading status" />;
  return <StatusKindIcon kind={menuIconKind(status)} titleAccess={statusLabel(status)} />;
}
