import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { messageFor, type StatusMessages } from '../../components/task/statusModel';
import { envelopeTone } from './envelopeStatus';

/** The second alert of the agreement page: the server's message for the envelope status. */
export function EnvelopeStatusAlert({
  status,
  messages,
}: {
  status: string | null;
  messages: StatusMessages | null | undefined;
}) {
  if (!status) return null;
  const key = status.toLowerCase();
  const message = messageFor(key, messages);
  const tone = envelopeTone(key);
  return (
    <Alert
      color={tone}
      severity={tone === 'primary' || tone === 'secondary' ? 'info' : tone}
      sx={{ whiteSpace: 'pre-line' }}
      role="status"
      data-testid="envelope-status-alert"
    >
      {message ? (
        <>
          {message.header ? (
            <AlertTitle sx={{ fontWeight: 700 }}>{message.header}</AlertTitle>
          ) : null}
          {message.body}
        </>
      ) : (
        `Envelope status: ${status}`
      )}
    </Alert>
  );
}
