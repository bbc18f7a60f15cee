import { StatusMessageAlert } from '../../components/task/StatusMessageAlert';
import { messageFor, type StatusMessages } from '../../domain/taskStatus';
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
  return (
    <StatusMessageAlert
      tone={envelopeTone(key)}
      message={messageFor(key, messages)}
      fallback={`Envelope status: ${status}`}
      testId="envelope-status-alert"
    />
  );
}
