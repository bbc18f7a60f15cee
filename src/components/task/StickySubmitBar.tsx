import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export interface StickySubmitBarProps {
  visible: boolean;
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/** Width of the shell's fixed side menu on large screens, so the bar centres under the content. */
const SIDE_MENU_WIDTH = 272;

/** "One last step" bar fixed to the bottom of the viewport; sits below dialogs (appBar layer). */
export function StickySubmitBar({ visible, message, actionLabel, onAction }: StickySubmitBarProps) {
  return (
    <Slide direction="up" in={visible} mountOnEnter unmountOnExit>
      <Paper
        role="region"
        aria-label="Submit reminder bar"
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: { xs: 0, lg: SIDE_MENU_WIDTH },
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          py: { xs: 1, sm: 1.5 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1, sm: 1.5 },
          alignItems: 'center',
          justifyContent: 'center',
          borderTop: 3,
          borderColor: 'warning.main',
        }}
      >
        <Typography sx={{ fontWeight: 600, fontSize: { xs: '0.9rem', sm: '1rem' } }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      </Paper>
    </Slide>
  );
}
