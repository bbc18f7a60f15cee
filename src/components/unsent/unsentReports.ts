import { useMemo, useSyncExternalStore } from 'react';
import { failureMessage, isLockedFailure, rejectionOf } from '../../api/errors';
import type { PaymentReport } from '../../api/generated';
import { useAppSelector, type AppDispatch } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import {
  dropUnsent,
  keepUnsent,
  parseUnsent,
  subscribeUnsent,
  unsentSnapshot,
  type UnsentItem,
} from '../../lib/unsentStore';
import { taskOf } from '../../domain/tasks';

/** A card payment the provider took; `id` is the transaction id (the server dedupes on it). */
export interface UnsentPayment extends UnsentItem {
  kind: 'payment';
  report: PaymentReport;
  invoiceTitle: string | null;
  /** ISO time the provider approved it. */
  takenAt: string;
}

/** A signed agreement the server has not recorded as completed; `id` is the envelope id. */
export interface UnsentAgreement extends UnsentItem {
  kind: 'agreement';
}

export type UnsentReport = UnsentPayment | UnsentAgreement;

export type ReportOutcome =
  | { result: 'recorded' }
  | { result: 'rejected'; message: string }
  | { result: 'failed'; message: string | null };

export const AGREEMENT_FAILED = taskOf('docusign').submit.failureMessage;

type Settled = (item: UnsentReport, outcome: ReportOutcome) => void;
const settledListeners = new Set<Settled>();
const inFlight = new Map<string, Promise<ReportOutcome>>();

/** Hears every report this tab settled (recorded or rejected), whoever sent it. */
export function onReportSettled(listener: Settled): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

async function deliver(dispatch: AppDispatch, item: UnsentReport): Promise<ReportOutcome> {
  try {
    if (item.kind === 'payment') {
      const response = await dispatch(
        portalApi.endpoints.reportPayment.initiate({ paymentReport: item.report }),
      ).unwrap();
      const rejected = rejectionOf(response);
      // The server checked with the provider and said no: sending it again cannot change that.
      return rejected ? { result: 'rejected', message: rejected } : { result: 'recorded' };
    }
    const response = await taskOf('docusign').submit.send(portalApi, dispatch);
    const rejected = rejectionOf(response);
    // "Not confirmed by the provider yet" is worth asking again; the agreement page drops the
    // report once the server's own status shows it recorded.
    return rejected ? { result: 'failed', message: rejected } : { result: 'recorded' };
  } catch (failure) {
    // Locked: the task was already handed over (another tab or device recorded it).
    if (item.kind === 'agreement' && isLockedFailure(failure)) return { result: 'recorded' };
    return {
      result: 'failed',
      message: item.kind === 'agreement' ? failureMessage(failure, AGREEMENT_FAILED) : null,
    };
  }
}

/**
 * Sends one kept report; the same report already on its way in this tab is not sent twice (the
 * server dedupes across tabs). Recorded or rejected, it is forgotten and listeners hear of it;
 * failed, it stays kept for the next attempt.
 */
export function sendUnsent(
  dispatch: AppDispatch,
  userId: string,
  item: UnsentReport,
): Promise<ReportOutcome> {
  const key = `${userId}:${item.kind}:${item.id}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const sending = deliver(dispatch, item).then((outcome) => {
    inFlight.delete(key);
    if (outcome.result !== 'failed') {
      dropUnsent(userId, item);
      settledListeners.forEach((listener) => listener(item, outcome));
    }
    return outcome;
  });
  inFlight.set(key, sending);
  return sending;
}

export { dropUnsent, keepUnsent };

/** The signed-in guest's kept reports, updated when this tab or another one changes them. */
export function useUnsentReports(): { userId: string | null; items: UnsentReport[] } {
  const userId = useAppSelector((state) => state.session.userId);
  // The build's server render of the first screens has no storage: nothing is kept there.
  const snapshot = useSyncExternalStore(
    subscribeUnsent,
    () => unsentSnapshot(userId),
    () => null,
  );
  const items = useMemo(
    () =>
      parseUnsent<UnsentReport>(snapshot).filter(
        (item) => item.kind === 'payment' || item.kind === 'agreement',
      ),
    [snapshot],
  );
  return { userId, items };
}
