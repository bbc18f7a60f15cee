import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

/**
 * Columns at the theme's breakpoints, as a CSS grid: a plain box the dashboard already has
 * (MUI's Grid was a component and about 3 KiB of the signed-in code for this one layout).
 */
const columns = (md: number, xl?: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: `repeat(${md}, minmax(0, 1fr))`,
    ...(xl ? { xl: `repeat(${xl}, minmax(0, 1fr))` } : {}),
  },
});

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
      <Box sx={columns(2)}>
        <ProgressSummary />
        <BalanceSummary />
      </Box>
      <ProfileCard />
      <Box component="section" aria-labelledby="tasks-heading">
        <Typography component="h2" variant="h2" id="tasks-heading" sx={{ mb: 2 }}>
          Your pre-trip tasks
        </Typography>
        <Box sx={columns(2, 3)}>
          {TASKS.map((task) => (
            <TaskCard key={task.key} task={task}>
              {task.key === 'passports' ? <PassportsMissing /> : null}
            </TaskCard>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
