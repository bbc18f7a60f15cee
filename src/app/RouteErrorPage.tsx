import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** What the guest sees when a page failed to load or to render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const isChunkError =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Alert severity="error" role="alert">
        {/* The page's own heading is gone with it: this one names what the guest is looking at. */}
        <AlertTitle component="h1" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          Something went wrong on this page
        </AlertTitle>
        {isChunkError
          ? 'The page could not be loaded. Please check your connection and try again.'
          : 'Your saved information is safe. Please reload the page and try again.'}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Box>
  );
}
