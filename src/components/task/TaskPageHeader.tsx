import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's single h1, with optional actions on the right. */
export function TaskPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
