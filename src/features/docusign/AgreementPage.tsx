import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef } from 'react';
import type { AgreementRecord } from '../../api/responses';
import { useGetAgreementQuery } from '../../api/portalApi';
import { useCloseOnNavigation } from '../../components/navigation/useCloseOnNavigation';
import { PageLoad } from '../../components/PageLoad';
import { taskOf } from '../../domain/tasks';
import { isEditable } from '../../domain/taskStatus';
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

const { heading: TITLE, loadFailure: LOAD_ERROR } = taskOf('docusign');
const NO_STATUS = { data: { message: LOAD_ERROR } };

function signButtonLabel(busy: 'creating' | 'starting' | null, firstStep: boolean): string {
  if (busy === 'creating') return 'Creating...';
  if (busy === 'starting') return 'Preparing...';
  return firstStep ? 'Start Signing Process' : 'Start Signing';
}

export default function AgreementPage() {
  const query = useGetAgreementQuery();
  // A response without a status cannot say what the guest may do: it counts as a failed load.
  const unreadable = query.data && query.data.status === null ? NO_STATUS : undefined;
  return (
    <PageLoad
      task="docusign"
      query={{
        ...query,
        data: unreadable ? undefined : query.data,
        error: query.error ?? unreadable,
      }}
    >
      {(data) => <Agreement data={data} />}
    </PageLoad>
  );
}

function Agreement({ data }: { data: AgreementRecord }) {
  const status = useTaskStatus('docusign');
  const envelopeId = data.envelopeId ?? null;
  const completed = isEnvelopeCompleted(data.envelopeStatus);
  const stopped = isEnvelopeStopped(data.envelopeStatus);
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
  // Back while signing closes the signing window, as on Payments, and the guest stays here.
  useCloseOnNavigation(signing.panelOpen, signing.closePanel);

  const canStartProcess = !envelopeId;
  const canSign = Boolean(envelopeId && data.signingUrl && !completed);
  const busy = signing.busy !== null;
  const signButton = useRef<HTMLButtonElement>(null);
  const signedHeading = useRef<HTMLHeadingElement>(null);
  const signButtonShown = canStartProcess || canSign;
  // Signed: the button that had the focus is gone; the signed agreement takes it, not the body.
  useEffect(() => {
    if (!signButtonShown && document.activeElement === document.body)
      signedHeading.current?.focus();
  }, [signButtonShown]);

  return (
    <Stack spacing={2.5}>
      <TaskPageHeader title={data.title || TITLE} />
      {recording.pending || (stopped && isEditable(status.status)) ? null : (
        // While the signature is not recorded, the server's "please sign" would contradict it;
        // so would it once the envelope was declined or withdrawn: its alert says what happened.
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
      {recording.recorded ? <SubmitConfirmation task="docusign" /> : null}
      <EnvelopeStatusAlert status={data.envelopeStatus} messages={data.envelopeStatusMessages} />
      {stopped ? <AgreementContact /> : null}
      {signing.error ? (
        <Alert severity="error" role="alert">
          {signing.error}
        </Alert>
      ) : null}
      {canStartProcess || canSign ? (
        // One button for both steps: it keeps the focus from Start Signing Process to Start
        // Signing, and the signing panel hands the focus back to it when it closes. It ignores
        // presses while busy instead of being disabled, which would drop the focus.
        <Button
          ref={signButton}
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            if (!busy) void (canStartProcess ? signing.startProcess() : signing.startSigning());
          }}
          aria-disabled={busy}
          aria-busy={busy}
        >
          {signButtonLabel(signing.busy, canStartProcess)}
        </Button>
      ) : null}
      {completed || signedDocument.url ? (
        <SignedDocumentView
          recipientEmail={data.recipientEmail}
          document={signedDocument}
          headingRef={signedHeading}
        />
      ) : null}
      <SigningPanel
        open={signing.panelOpen}
        frameUrl={signing.frameUrl}
        onClose={signing.closePanel}
      />
    </Stack>
  );
}
