import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../config/homePath';

export const NOT_FOUND_TITLE = 'Page not found';

/** An address the portal has no page for (a mistyped or outdated link), inside the shell. */
export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 720 }}>
      <Typography component="h1" variant="h1" tabIndex={-1}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography>There is no page at this address. Your tasks are on the dashboard.</Typography>
      <Button component={Link} to={DASHBOARD_PATH} variant="contained">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
