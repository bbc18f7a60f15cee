import AppShortcutIcon from '@mui/icons-material/AppShortcutOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import FlightIcon from '@mui/icons-material/FlightTakeoffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { portalApi } from '../../api/portalApi';
import { useAppDispatch } from '../../api/state';
import type { TaskKey } from '../../components/task/statusModel';
import { TASKS } from '../../components/task/taskCatalog';
import { useAnyTaskLoading } from '../../components/task/useTaskStatus';
import { ProfileCard } from './ProfileCard';
import { ProgressSummary } from './ProgressSummary';
import { TaskCard } from './TaskCard';

const ICONS: Record<TaskKey, ReactNode> = {
  docusign: <DrawIcon color="primary" aria-hidden="true" />,
  meals: <RestaurantIcon color="primary" aria-hidden="true" />,
  passports: <BadgeIcon color="primary" aria-hidden="true" />,
  flights: <FlightIcon color="primary" aria-hidden="true" />,
  whatsapp: <WhatsAppIcon color="primary" aria-hidden="true" />,
  axusapp: <AppShortcutIcon color="primary" aria-hidden="true" />,
};

/**
 * Refresh, disabled while anything loads. Its own component: watching every task's query here,
 * not in the page, keeps each answer from re-rendering the whole dashboard (seven answers
 * arrive one by one after sign-in).
 */
function RefreshButton() {
  const dispatch = useAppDispatch();
  const loading = useAnyTaskLoading();
  const refresh = () =>
    dispatch(portalApi.util.invalidateTags(['Profile', ...TASKS.map((task) => task.key)]));
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
      Refresh
    </Button>
  );
}

export default function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1400 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h1">
          Dashboard
        </Typography>
        <RefreshButton />
      </Stack>
      <ProgressSummary />
      <ProfileCard />
      <Box component="section" aria-labelledby="tasks-heading">
        <Typography component="h2" variant="h2" id="tasks-heading" sx={{ mb: 2 }}>
          Your pre-trip tasks
        </Typography>
        <Grid container spacing={2}>
          {TASKS.map((task) => (
            <Grid key={task.key} size={{ xs: 12, md: 6, xl: 4 }}>
              <TaskCard task={task} icon={ICONS[task.key]} />
            </Grid>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
