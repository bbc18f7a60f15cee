import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import type { AgreementRecord } from '../../api/answers';
import { useGetAgreementQuery } from '../../api/portalApi';
import { PageLoad } from '../../components/PageLoad';
import { SubmitConfirmation } from '../../components/task/SubmitConfirmation';
import { TaskPageHeader } from '../../components/task/TaskPageHeader';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import { useTaskStatus } from '../../components/task/taskStatus';
import { AgreementContact } from './AgreementContact';
import { EnvelopeStatusAlert } from './EnvelopeStatusAlert';
import { isEnvelopeCompleted, isEnvelopeStopped } from './envelopeStatus';
import { SignedDocumentView } from './SignedDocumentView';
import { SigningPanel } from './SigningPanel';
import { UNRECORDED_AGREEMENT, useAgreementRecording } from './useAgreementRecording';
import { useSignedDocument } from './useSignedDocument';
import { useSigningFlow } from './useSigningFlow';

export const LOAD_ERROR = 'Failed to load DocuSign envelope.';
const TITLE = 'DocuSign Agreement';
const NO_STATUS = { data: { message: LOAD_ERROR } };

export default function AgreementPage() {
  const query = useGetAgreementQuery();
  // An answer without a status cannot say what the guest may do: it counts as a failed load.
  const unreadable = query.data && query.data.status === null ? NO_STATUS : undefined;
  return (
    <PageLoad
      title={TITLE}
      query={{
        ...query,
        data: unreadable ? undefined : query.data,
        error: query.error ?? unreadable,
      }}
      loading="Loading DocuSign envelope..."
      failure={LOAD_ERROR}
    >
      {(data) => <Agreement data={data} />}
    </PageLoad>
  );
}

function Agreement({ data }: { data: AgreementRecord }) {
  const status = useTaskStatus('docusign');
  const envelopeId = data.envelopeId ?? null;
  const completed = isEnvelopeCompleted(data.envelopeStatus);
  const recording = useAgreementRecording(envelopeId, completed);
  const { record } = recording;
  const signedDocument = useSignedDocument(envelopeId, completed);
  const { fetchDocument } = signedDocument;

  /**
   * After signing: the signed PDF (refreshed), then the server is told, and told again until it
   * recorded it (useAgreementRecording). Nothing invalidates 'docusign' while the PDF request is
   * in flight (see useSigningFlow), so it is asked for once; the PATCH invalidates 'docusign',
   * which reloads the page data.
   */
  const onSigningComplete = useCallback(
    async (id: string) => {
      await fetchDocument(id, true);
      await record(id);
    },
    [fetchDocument, record],
  );

  const signing = useSigningFlow({ envelopeId, onSigningComplete });

  const canStartProcess = !envelopeId;
  const canSign = Boolean(envelopeId && data.signingUrl && !completed);
  const busy = signing.busy !== null;

  return (
    <Stack spacing={2.5}>
      <TaskPageHeader title={data.title || TITLE} />
      {recording.pending ? null : (
        // While the signature is not recorded, the server's "please sign" would contradict it.
        <TaskStatusBanner status={status.status} statusMessages={status.statusMessages} />
      )}
      {recording.showUnrecorded ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            recording.retry ? (
              <Button color="inherit" size="small" onClick={recording.retry}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {UNRECORDED_AGREEMENT}
          {recording.detail ? ` (${recording.detail})` : null}
        </Alert>
      ) : null}
      {recording.recorded ? (
        <SubmitConfirmation task="docusign">
          Thank you! Your travel agreement is signed.
        </SubmitConfirmation>
      ) : null}
      <EnvelopeStatusAlert status={data.envelopeStatus} messages={data.envelopeStatusMessages} />
      {isEnvelopeStopped(data.envelopeStatus) ? <AgreementContact /> : null}
      {signing.error ? (
        <Alert severity="error" role="alert">
          {signing.error}
        </Alert>
      ) : null}
      {canStartProcess || canSign ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canStartProcess ? (
            <Button
              variant="contained"
              size="large"
              onClick={() => void signing.startProcess()}
              disabled={busy}
              aria-busy={signing.busy === 'creating'}
            >
              {signing.busy === 'creating' ? 'Creating...' : 'Start Signing Process'}
            </Button>
          ) : null}
          {canSign ? (
            <Button
              variant="contained"
              size="large"
              onClick={() => void signing.startSigning()}
              disabled={busy}
              aria-busy={signing.busy === 'starting'}
            >
              {signing.busy === 'starting' ? 'Preparing...' : 'Start Signing'}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {completed || signedDocument.url ? (
        <SignedDocumentView recipientEmail={data.recipientEmail} document={signedDocument} />
      ) : null}
      <SigningPanel
        open={signing.panelOpen}
        frameUrl={signing.frameUrl}
        onClose={signing.closePanel}
      />
    </Stack>
  );
}
