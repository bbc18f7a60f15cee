import Typography from '@mui/material/Typography';

/** The page's single h1. */
export function TaskPageHeader({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h1">
      {title}
    </Typography>
  );
}
