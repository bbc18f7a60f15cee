import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** How Chromium, Firefox and WebKit word a page's code that could not be downloaded. */
const CHUNK_ERROR =
  /dynamically imported module|Failed to fetch|Importing a module script failed|Load failed/i;

/**
 * What the guest sees when a page failed to load or to render. Code that failed to download is
 * downloaded again by Try again; anything else needs a reload.
 */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
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
      {isChunkError ? (
        <Button sx={{ mt: 2 }} variant="contained" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      )}
    </Box>
  );
}
