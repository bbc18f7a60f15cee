import Typography from '@mui/material/Typography';
import { memo } from 'react';

/**
 * The page's single h1. The shell moves the focus here when the page opens (so it is focusable
 * from script, not a Tab stop); the shell also keeps it free of a focus ring. Memoised, like the
 * status banner: typing in a task's form leaves them as they are.
 */
export const TaskPageHeader = memo(function TaskPageHeader({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h1" tabIndex={-1}>
      {title}
    </Typography>
  );
});
