import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import type { TransitionProps } from '@mui/material/transitions';
import Typography from '@mui/material/Typography';
import type { ReactElement, Ref } from 'react';
import { useForgetFrameHistory } from '../../components/navigation/useForgetFrameHistory';

const VISIBLE_TITLE = 'Document';
/** The visible title stays short; a screen reader hears, after it, what the window is for. */
export const SIGNING_PANEL_NAME = `${VISIBLE_TITLE}: sign your travel agreement`;

/** Slides the panel down from the top edge, like an offcanvas top panel. */
function SlideDown(props: TransitionProps & { children: ReactElement; ref?: Ref<unknown> }) {
  return <Slide direction="down" {...props} />;
}

/** Full-screen panel sliding down from the top, titled "Document", holding the signing frame. */
export function SigningPanel({
  open,
  frameUrl,
  onClose,
}: {
  open: boolean;
  frameUrl: string | null;
  onClose: () => void;
}) {
  useForgetFrameHistory(open && frameUrl !== null);
  return (
    <Dialog
      open={open}
      fullScreen
      onClose={onClose}
      slots={{ transition: SlideDown }}
      slotProps={{ paper: { 'aria-label': SIGNING_PANEL_NAME } }}
    >
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar>
          <Typography component="h2" variant="h2" sx={{ flexGrow: 1 }}>
            {VISIBLE_TITLE}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label="Close document">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1, display: 'flex', minHeight: 0 }}>
        {frameUrl ? (
          <Box
            component="iframe"
            // A new address gets a new frame: changing the src of this one would add a history
            // entry, where a new frame's first page takes the place of its blank start.
            key={frameUrl}
            src={frameUrl}
            title="DocuSign signing document"
            sx={{ border: 0, width: '100%', flexGrow: 1 }}
          />
        ) : null}
      </Box>
    </Dialog>
  );
}
