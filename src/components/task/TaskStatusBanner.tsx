import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { bannerTone, cardTone, messageFor, type StatusMessages } from './statusModel';

export interface TaskStatusBannerProps {
  status: string | null | undefined;
  statusMessages?: StatusMessages | null;
  /** `banner` (task pages, default) or `card` (dashboard colours). */
  tone?: 'banner' | 'card';
}

/** The server's message for the current status: bold header, then the body, as plain text. */
export function TaskStatusBanner({
  status,
  statusMessages,
  tone = 'banner',
}: TaskStatusBannerProps) {
  const message = messageFor(status, statusMessages);
  const color = tone === 'card' ? cardTone(status) : bannerTone(status);
  return (
    <Alert
      color={color}
      severity={color === 'primary' || color === 'secondary' ? 'info' : color}
      // A status, not an error: MUI's default role "alert" would interrupt screen readers.
      role="status"
      sx={{ whiteSpace: 'pre-line' }}
      data-testid="task-status-banner"
    >
      {message ? (
        <>
          {message.header ? (
            <AlertTitle sx={{ fontWeight: 700 }}>{message.header}</AlertTitle>
          ) : null}
          {message.body}
        </>
      ) : status ? (
        `Status: ${status}`
      ) : (
        'Not available.'
      )}
    </Alert>
  );
}
