import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { portalTheme } from './theme';

/** Shown instead of a blank screen when config.json is missing or malformed. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <ThemeProvider theme={portalTheme()}>
      <CssBaseline />
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
        <Alert severity="error" role="alert">
          <AlertTitle>The portal cannot start</AlertTitle>
          Its configuration could not be read: {message} Please try again later or contact our
          travel team.
        </Alert>
      </Box>
    </ThemeProvider>
  );
}
