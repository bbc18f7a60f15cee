import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import {
  STATUS_LEGEND,
  StatusIcon,
  StatusKindIcon,
  statusLabel,
} from '../../components/task/StatusIcon';
import { PAYMENTS_PATH } from '../../domain/invoices';
import { isBeingPrepared, type MenuIconKind } from '../../domain/taskStatus';
import { TASKS, type TaskDefinition } from '../../domain/tasks';
import { useTaskStatus } from '../../components/task/taskStatus';
import { BrandMark } from '../../components/BrandMark';
import { Guard } from '../../components/Guard';
import { useOutstandingBalance } from '../../components/invoices/useOutstandingBalance';
import { visuallyHidden } from '../../components/visuallyHidden';
import { DASHBOARD_PATH } from '../../config/homePath';

const LEGEND_ORDER: MenuIconKind[] = ['action', 'review', 'preparing', 'completed'];

const linkSx = {
  borderRadius: 2,
  mx: 1,
  '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
  '&.active .MuiListItemText-primary': { fontWeight: 700 },
};

function MenuLink({
  to,
  icon,
  label,
  onNavigate,
  trailing,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  onNavigate?: () => void;
  trailing?: ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} sx={linkSx} onClick={onNavigate}>
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        {trailing}
      </ListItemButton>
    </ListItem>
  );
}

/** Payments, with a badge counting the unpaid invoices while any are left. */
function PaymentsLink({ onNavigate }: { onNavigate?: () => void }) {
  const unpaid = useOutstandingBalance().balance?.unpaid ?? 0;
  const icon = (
    <Badge
      badgeContent={unpaid}
      color="error"
      // Read out once, as words after the label, instead of a bare number before it.
      slotProps={{ badge: { 'aria-hidden': true } }}
      // The page may break words anywhere (long server texts at 200 %); a count never breaks.
      sx={{ '& .MuiBadge-badge': { overflowWrap: 'normal' } }}
    >
      <PaymentsIcon fontSize="small" />
    </Badge>
  );
  return (
    <MenuLink
      to={PAYMENTS_PATH}
      icon={icon}
      label="Payments"
      onNavigate={onNavigate}
      trailing={
        unpaid > 0 ? (
          <Box component="span" sx={visuallyHidden}>
            {` (${unpaid} unpaid)`}
          </Box>
        ) : null
      }
    />
  );
}

function TaskLink({ task, onNavigate }: { task: TaskDefinition; onNavigate?: () => void }) {
  const { status, isLoading } = useTaskStatus(task.key);
  const stateText = isLoading ? 'loading' : statusLabel(status);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={task.path}
        sx={linkSx}
        onClick={onNavigate}
        aria-label={`${task.menuLabel} (${stateText})`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <StatusIcon status={status} loading={isLoading} />
        </ListItemIcon>
        {/* In words as well: a blue tick of any shape read to guests as something they had
            submitted. */}
        <ListItemText
          primary={task.menuLabel}
          secondary={isBeingPrepared(status) ? statusLabel(status) : undefined}
          slotProps={{ secondary: { 'aria-hidden': true } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Dashboard, Payments, the Todo legend and a link per task with live status icons. Memoised: the
 * phone's drawer re-renders on every open and close, the links need not (they follow the page and
 * the statuses themselves).
 */
export const SideMenu = memo(function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box component="nav" aria-label="Main menu" sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pb: 2 }}>
        <BrandMark />
        <Typography component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          Portal
        </Typography>
      </Box>
      <List dense>
        <MenuLink
          to={DASHBOARD_PATH}
          icon={<DashboardIcon fontSize="small" />}
          label="Dashboard"
          onNavigate={onNavigate}
        />
        {/* A link whose live status cannot be shown is still a link: the menu and Logout stay. */}
        <Guard
          fallback={
            <MenuLink
              to={PAYMENTS_PATH}
              icon={<PaymentsIcon fontSize="small" />}
              label="Payments"
              onNavigate={onNavigate}
            />
          }
        >
          <PaymentsLink onNavigate={onNavigate} />
        </Guard>
      </List>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ px: 3, py: 1 }}>
        <Typography
          component="h2"
          variant="overline"
          // The overline's capitals would turn the heading into "TODO".
          sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'none' }}
        >
          Todo
        </Typography>
        <Box component="ul" aria-label="Status legend" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LEGEND_ORDER.map((kind) => (
            <Box
              component="li"
              key={kind}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}
            >
              <StatusKindIcon kind={kind} titleAccess="" />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <strong>{STATUS_LEGEND[kind].label}</strong> ({STATUS_LEGEND[kind].hint})
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <List dense aria-label="Pre-trip tasks">
        {TASKS.map((task) => (
          <Guard
            key={task.key}
            fallback={
              <MenuLink
                to={task.path}
                icon={<task.Icon fontSize="small" />}
                label={task.menuLabel}
                onNavigate={onNavigate}
              />
            }
          >
            <TaskLink task={task} onNavigate={onNavigate} />
          </Guard>
        ))}
      </List>
    </Box>
  );
});
