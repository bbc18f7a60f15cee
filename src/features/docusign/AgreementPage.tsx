import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LoadingState } from '../../components/LoadingState';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import type { MessageResponse } from '../../api/generated';
import {
  useGetAgreementQuery,
  useSubmitAgreementMutation,
  type Answered,
} from '../../api/portalApi';
import { emitStatusUpdated } from '../../api/statusEvents';
import { TaskPageHeader } from '../../components/task/TaskPageHeader';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import { EnvelopeStatusAlert } from './EnvelopeStatusAlert';
import { isEnvelopeCompleted } from './envelopeStatus';
import { SignedDocumentView } from './SignedDocumentView';
import { SigningPanel } from './SigningPanel';
import { useSignedDocument } from './useSignedDocument';
import { useSigningFlow } from './useSigningFlow';

export const LOAD_ERROR = 'Failed to load DocuSign envelope.';

export default function AgreementPage() {
  const { data, isLoading, isFetching, error, refetch } = useGetAgreementQuery();
  const [submitAgreement] = useSubmitAgreementMutation();
  // Spec: after signing the page shows completed even if the server update fails.
  const [localStatus, setLocalStatus] = useState<string | null>(null);
  const envelopeId = data?.envelopeId ?? null;
  const completed = isEnvelopeCompleted(data?.envelopeStatus);
  const signedDocument = useSignedDocument(envelopeId, completed);
  const { fetchDocument } = signedDocument;

  /**
   * Spec order: signed PDF (refresh), PATCH, local status, broadcast. Nothing invalidates
   * 'docusign' while the PDF request is in flight (see useSigningFlow), so it is asked for once;
   * the PATCH (answered or failed) invalidates 'docusign', which reloads the page data.
   */
  const onSigningComplete = useCallback(
    async (id: string) => {
      await fetchDocument(id, true);
      try {
        const answer: Answered<MessageResponse> = await submitAgreement({
          agreementSubmitRequest: { agreement_status: 'completed' },
        }).unwrap();
        if (answer.answerStatus === 400) console.error('Agreement update refused:', answer.message);
      } catch (failure) {
        console.error('Agreement update failed:', failure);
      }
      setLocalStatus('completed');
      // The spec broadcasts `processing` here; the server's answer (tags refetch) has the last word.
      emitStatusUpdated('docusign', 'processing');
    },
    [fetchDocument, submitAgreement],
  );

  const signing = useSigningFlow({ envelopeId, onSigningComplete });

  if (isLoading) {
    return (
      <Stack spacing={2}>
        <TaskPageHeader title="DocuSign Agreement" />
        <LoadingState label="Loading DocuSign envelope..." />
      </Stack>
    );
  }
  // An answer without a status cannot say what the guest may do: show it as a failed load.
  if (error || typeof data?.status !== 'string') {
    return (
      <Stack spacing={2}>
        <TaskPageHeader title="DocuSign Agreement" />
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          {LOAD_ERROR}
        </Alert>
      </Stack>
    );
  }

  const status = localStatus ?? data.status;
  const canStartProcess = !envelopeId;
  const canSign = Boolean(envelopeId && data.signingUrl && !completed);
  const busy = signing.busy !== null;

  return (
    <Stack spacing={2.5}>
      <TaskPageHeader title={data.title || 'DocuSign Agreement'} />
      <TaskStatusBanner status={status} statusMessages={data.statusMessages} />
      <EnvelopeStatusAlert status={data.envelopeStatus} messages={data.envelopeStatusMessages} />
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
