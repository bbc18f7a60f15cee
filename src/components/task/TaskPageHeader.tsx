import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../config/homePath';

/**
 * The page's single h1, with a way back to the dashboard above it (besides the menu). The shell
 * moves the focus to the h1 when the page opens (so it is focusable from script, not a Tab stop);
 * the shell also keeps it free of a focus ring. Memoised, like the status banner: typing in a
 * task's form leaves them as they are.
 */
export const TaskPageHeader = memo(function TaskPageHeader({ title }: { title: string }) {
  return (
    <Box>
      <Link
        component={RouterLink}
        to={DASHBOARD_PATH}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          // Compact (a 24 px target): on a phone the page's first controls stay above the fold.
          mb: 0.5,
          fontWeight: 600,
          minHeight: 24,
        }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        Back to dashboard
      </Link>
      <Typography component="h1" variant="h1" tabIndex={-1}>
        {title}
      </Typography>
    </Box>
  );
});
