import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { CopyButton } from '../../components/CopyButton';
import { useEffect, useState } from 'react';
import { SAVED_FADE_MS, SAVED_VISIBLE_MS, type Feedback } from './whatsAppModel';

/**
 * The message under the number field. A success message stays 3 s, fades out over 0.5 s, then
 * calls `onExpired`; errors stay until the guest acts. Remount it (key) for each new message.
 */
export function FeedbackAlert({
  id,
  feedback,
  onExpired,
}: {
  /** Lets the field name this message as its description. */
  id: string;
  feedback: NonNullable<Feedback>;
  onExpired: () => void;
}) {
  const [shown, setShown] = useState(true);

  useEffect(() => {
    if (feedback.kind !== 'success') return;
    const fade = window.setTimeout(() => setShown(false), SAVED_VISIBLE_MS);
    const expire = window.setTimeout(onExpired, SAVED_VISIBLE_MS + SAVED_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(expire);
    };
  }, [feedback, onExpired]);

  return (
    <Fade in={shown} timeout={{ enter: 0, exit: SAVED_FADE_MS }}>
      <Alert
        id={id}
        severity={feedback.kind}
        role={feedback.kind === 'error' ? 'alert' : 'status'}
        variant={feedback.kind === 'error' ? 'filled' : 'standard'}
      >
        {feedback.text}
        {feedback.kind === 'error' && feedback.copy ? (
          <Box sx={{ mt: 1 }}>
            <CopyButton value={feedback.copy} label="the number" />
          </Box>
        ) : null}
      </Alert>
    </Fade>
  );
}
