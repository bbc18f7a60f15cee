import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { taskSubmitted } from '../../api/submittedStatus';
import { emitStatusUpdated } from '../../components/task/statusEvents';
import { selectServerStatus } from '../../components/task/taskStatus';
import {
  AGREEMENT_FAILED,
  dropUnsent,
  keepUnsent,
  onReportSettled,
  sendUnsent,
  useUnsentReports,
  type UnsentAgreement,
} from '../../components/unsent/unsentReports';

export const UNRECORDED_AGREEMENT =
  'You have signed the agreement, but we could not let our team know yet. We keep trying; you can also press Try again.';

const selectAgreementStatus = selectServerStatus('docusign');

/**
 * Tells the server the agreement is signed ("agreement completed"), and keeps telling it until
 * it is recorded: the report is kept per guest in storage (see unsentReports), so a failure, a
 * 401 and a new sign-in, or a reload never leave a signed envelope unrecorded. An envelope the
 * provider completed while the server still says `uncomplete` is reported again on arrival.
 */
export function useAgreementRecording(envelopeId: string | null, envelopeCompleted: boolean) {
  const dispatch = useAppDispatch();
  const { userId, items } = useUnsentReports();
  const serverStatus = useAppSelector(selectAgreementStatus);
  const kept = items.find((item): item is UnsentAgreement => item.kind === 'agreement');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [recorded, setRecorded] = useState(false);

  useEffect(
    () =>
      onReportSettled((item) => {
        if (item.kind !== 'agreement') return;
        setFailure(null);
        setRecorded(true);
        // Shown completed at once, everywhere; the server's next response takes over.
        dispatch(taskSubmitted({ key: 'docusign', status: 'completed', over: 'uncomplete' }));
        emitStatusUpdated('docusign', 'processing');
      }),
    [dispatch],
  );

  const send = useCallback(
    async (id: string) => {
      if (!userId) return;
      const item: UnsentAgreement = { kind: 'agreement', id };
      keepUnsent(userId, item);
      setSending(true);
      const outcome = await sendUnsent(dispatch, userId, item);
      setSending(false);
      setFailure(outcome.result === 'failed' ? (outcome.message ?? AGREEMENT_FAILED) : null);
    },
    [dispatch, userId, setSending, setFailure],
  );

  const unrecorded = envelopeCompleted && serverStatus === 'uncomplete' && !recorded;
  const keptId = kept?.id ?? null;
  useEffect(() => {
    if (!unrecorded || !envelopeId || keptId || !userId) return;
    const item: UnsentAgreement = { kind: 'agreement', id: envelopeId };
    keepUnsent(userId, item);
    void sendUnsent(dispatch, userId, item);
  }, [unrecorded, envelopeId, keptId, userId, dispatch]);

  // Recorded meanwhile (another tab, another device): nothing left to send.
  useEffect(() => {
    if (userId && keptId && serverStatus !== null && serverStatus !== 'uncomplete')
      dropUnsent(userId, { kind: 'agreement', id: keptId });
  }, [userId, keptId, serverStatus]);

  const retryId = keptId ?? envelopeId;
  return {
    /** Signed here and recorded by the server. */
    recorded,
    /** Signed, not recorded, and the last attempt failed (or was made before this page): say so. */
    showUnrecorded: !sending && (failure !== null || (keptId !== null && !recorded)),
    /** The server's own reason, when it gave one. */
    detail: failure !== AGREEMENT_FAILED ? failure : null,
    pending: unrecorded || (keptId !== null && !recorded),
    sending,
    retry: retryId ? () => void send(retryId) : null,
    record: send,
  };
}
