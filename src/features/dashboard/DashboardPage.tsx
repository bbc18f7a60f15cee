import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import { TASK_KEYS, TASKS } from '../../domain/tasks';
import { useAnyTaskFetching } from '../../components/task/taskStatus';
import { BalanceSummary } from './BalanceSummary';
import { PassportsMissing } from './PassportsMissing';
import { ProfileCard } from './ProfileCard';
import { ProgressSummary } from './ProgressSummary';
import { TaskCard } from './TaskCard';

/**
 * Refresh, disabled while anything loads. Its own component: watching every task's query here,
 * not in the page, keeps each response from re-rendering the whole dashboard (seven responses
 * arrive one by one after sign-in).
 */
function RefreshButton() {
  const dispatch = useAppDispatch();
  const loading = useAnyTaskFetching();
  const refresh = () =>
    dispatch(portalApi.util.invalidateTags(['Profile', 'Invoices', ...TASK_KEYS]));
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
      Refresh
    </Button>
  );
}

export default function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1400 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h1" tabIndex={-1}>
          Dashboard
        </Typography>
        <RefreshButton />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProgressSummary />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BalanceSummary />
        </Grid>
      </Grid>
      <ProfileCard />
      <Box component="section" aria-labelledby="tasks-heading">
        <Typography component="h2" variant="h2" id="tasks-heading" sx={{ mb: 2 }}>
          Your pre-trip tasks
        </Typography>
        <Grid container spacing={2}>
          {TASKS.map((task) => (
            <Grid key={task.key} size={{ xs: 12, md: 6, xl: 4 }}>
              <TaskCard task={task}>
                {task.key === 'passports' ? <PassportsMissing /> : null}
              </TaskCard>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
