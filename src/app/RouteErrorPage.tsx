import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Catches whatever slips through a page, so the guest sees a message instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong on this page</AlertTitle>
        {isChunkError
          ? 'The page could not be loaded. Please check your connection and try again.'
          : 'Your saved information is safe. Please reload the page and try again.'}
        {detail ? ` (${detail})` : null}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Box>
  );
}
