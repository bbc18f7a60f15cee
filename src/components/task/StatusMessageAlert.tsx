import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { StatusMessage, StatusTone } from '../../domain/taskStatus';

/**
 * A server status message in its status colour: bold header, then the body, as plain text with
 * its line breaks; `fallback` when the server sent none. A status, not an error: MUI's default
 * role "alert" would interrupt screen readers.
 */
export function StatusMessageAlert({
  tone,
  message,
  fallback,
  testId,
  live = true,
}: {
  tone: StatusTone;
  message: StatusMessage | null;
  fallback: string;
  testId?: string;
  /** False for a message that is content among others (not news): no live region. */
  live?: boolean;
}) {
  return (
    <Alert
      color={tone}
      severity={tone === 'primary' || tone === 'secondary' ? 'info' : tone}
      role={live ? 'status' : 'none'}
      sx={{ whiteSpace: 'pre-line' }}
      data-testid={testId}
    >
      {message ? (
        <>
          {message.header ? (
            <AlertTitle sx={{ fontWeight: 700 }}>{message.header}</AlertTitle>
          ) : null}
          {message.body}
        </>
      ) : (
        fallback
      )}
    </Alert>
  );
}
