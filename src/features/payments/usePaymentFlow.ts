import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage, rejectionOf } from '../../api/errors';
import type { Invoice, PaymentLink } from '../../api/generated';
import { useAppDispatch } from '../../api/hooks';
import { useCreatePaymentLinkMutation, type WithStatus } from '../../api/portalApi';
import {
  keepUnsent,
  onReportSettled,
  sendUnsent,
  useUnsentReports,
  type UnsentPayment,
} from '../../components/unsent/unsentReports';
import {
  isApproved,
  parsePaymentMessage,
  parseTransactionResponse,
} from '../../lib/providerMessages';
import { paymentLinkPayload } from '../../domain/invoices';

export const NOTICES = {
  paid: 'Payment received. Thank you!',
  closed: 'Payment window closed.',
} as const;

export const UNRECORDED_PAYMENT =
  'Your payment went through, but we could not record it yet. Please do not pay again: we keep trying, or press Try again to send it to us now.';

interface PaymentSession {
  token: string;
  gatewayId: number;
  invoice: Invoice;
}

/** What the guest keeps after a recorded payment. */
export interface PaymentReceipt {
  amount: number;
  invoiceId: number;
  /** Null when the transaction names another invoice than the one being paid. */
  invoiceTitle: string | null;
  transactionId: string;
  paidAt: Date;
}

const receiptOf = (item: UnsentPayment): PaymentReceipt => ({
  amount: item.report.received_amount,
  invoiceId: item.report.invoice_id,
  invoiceTitle: item.invoiceTitle,
  transactionId: item.id,
  paidAt: new Date(item.takenAt),
});

/**
 * Make a Payment: ask for a payment link, open the hosted form, and act on the messages of
 * public/payment-communicator.html (own origin only). Each transaction is reported once.
 */
export function usePaymentFlow(reloadInvoices: () => void) {
  const [createLink] = useCreatePaymentLinkMutation();
  const [payingId, setPayingId] = useState<number | null>(null);
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>('');
  const [noticeOpen, setNoticeOpen] = useState(false);
  const linkInFlight = useRef(false);
  const reported = useRef(new Set<string>());
  const sessionOpen = useRef(false);
  useEffect(() => {
    sessionOpen.current = session !== null;
  }, [session]);

  const pay = useCallback(
    async (invoice: Invoice) => {
      // Double clicks ask for one link only, and none while the payment window is open.
      if (linkInFlight.current || sessionOpen.current) return;
      linkInFlight.current = true;
      setPayingId(invoice.id);
      setError(null);
      try {
        const body: WithStatus<PaymentLink> = await createLink({
          paymentLinkRequest: paymentLinkPayload(invoice),
        }).unwrap();
        const rejected = rejectionOf(body);
        if (rejected) setError(rejected);
        else if (!body.payment_link) setError('No payment link was received.');
        else {
          // At once, not after the render: the button that asked stays enabled, and a second
          // press must not ask for another link while the window opens.
          sessionOpen.current = true;
          setSession({ token: body.payment_link, gatewayId: body.payment_gateway_id, invoice });
        }
      } catch (failure) {
        setError(failureMessage(failure, 'Failed to create the payment link.'));
      } finally {
        linkInFlight.current = false;
        setPayingId(null);
      }
    },
    [createLink],
  );

  const hideNotice = useCallback(() => setNoticeOpen(false), []);

  const closeWindow = useCallback(() => {
    setSession(null);
    reloadInvoices();
    setNotice(NOTICES.closed);
    setNoticeOpen(true);
  }, [reloadInvoices]);

  // The card was charged once the provider approved: its report is kept in storage that outlives
  // this page, a reload and a new sign-in (see unsentReports) until the server recorded it, and
  // no other payment starts meanwhile, so a guest is never asked to pay twice.
  const dispatch = useAppDispatch();
  const { userId, items } = useUnsentReports();
  const [unkept, setUnkept] = useState<UnsentPayment[]>([]);
  const stored = items.filter((item): item is UnsentPayment => item.kind === 'payment');
  const unrecorded = [
    ...stored,
    ...unkept.filter((item) => !stored.some((kept) => kept.id === item.id)),
  ];
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const [sending, setSending] = useState(false);
  // The payment just taken is not "unrecorded" while its first report is on its way.
  const [firstSend, setFirstSend] = useState<string | null>(null);

  useEffect(
    () =>
      onReportSettled((item, outcome) => {
        if (item.kind !== 'payment') return;
        setUnkept((current) => current.filter((kept) => kept.id !== item.id));
        if (outcome.result === 'rejected') {
          setError(outcome.message);
          return;
        }
        setReceipt(receiptOf(item));
        setNotice(NOTICES.paid);
        setNoticeOpen(true);
      }),
    [],
  );

  const recordingKey = unrecorded.map((item) => item.report.invoice_id).join(' ');
  // One array per set of invoices: the memoised invoice table re-renders only when it changes.
  const recordingIds = useMemo(
    () => (recordingKey ? recordingKey.split(' ').map(Number) : []),
    [recordingKey],
  );

  // Another tab recorded one: the invoices here are stale, and Make a Payment comes back.
  const storedIds = stored.map((item) => item.id).join(' ');
  const previousIds = useRef(storedIds);
  useEffect(() => {
    const gone = previousIds.current.split(' ').some((id) => id && !storedIds.includes(id));
    previousIds.current = storedIds;
    if (gone) reloadInvoices();
  }, [storedIds, reloadInvoices]);

  const sendReports = useCallback(
    async (reports: UnsentPayment[]) => {
      if (!userId) return;
      setSending(true);
      const outcomes = await Promise.all(
        reports.map((report) => sendUnsent(dispatch, userId, report)),
      );
      setSending(false);
      setFirstSend(null);
      // Without storage (private modes) nothing else will send it again: the guest can.
      if (outcomes.some((outcome) => outcome.result === 'failed')) setUnkept(reports);
    },
    [dispatch, userId, setSending, setFirstSend, setUnkept],
  );

  const onTransaction = useCallback(
    async (raw: string, gatewayId: number, invoice: Invoice) => {
      const parsed = parseTransactionResponse(raw);
      if (!parsed.ok) {
        console.error('Could not read the payment response:', parsed.reason);
        return;
      }
      const transaction = parsed.value;
      if (reported.current.has(transaction.transactionId)) return;
      reported.current.add(transaction.transactionId);
      setSession(null);
      if (!isApproved(transaction)) {
        setError('The payment was not approved. No payment was recorded.');
        reloadInvoices();
        return;
      }
      setError(null);
      const unsent: UnsentPayment = {
        kind: 'payment',
        id: transaction.transactionId,
        report: {
          invoice_id: transaction.invoiceId,
          transaction_id: transaction.transactionId,
          received_amount: transaction.amount,
          payment_gateway_id: gatewayId,
        },
        invoiceTitle: transaction.invoiceId === invoice.id ? invoice.title : null,
        takenAt: new Date().toISOString(),
      };
      // Kept before it is sent: a reload or a lost response must not lose a taken payment.
      if (userId) keepUnsent(userId, unsent);
      setFirstSend(unsent.id);
      await sendReports([unsent]);
    },
    [sendReports, reloadInvoices, userId, setFirstSend],
  );

  const gatewayId = session?.gatewayId ?? null;
  const invoice = session?.invoice ?? null;
  useEffect(() => {
    if (gatewayId === null || invoice === null) return;
    const listener = (event: MessageEvent) => {
      const message = parsePaymentMessage(event, window.location.origin);
      if (!message) return;
      if (message.action === 'closePayment') closeWindow();
      else void onTransaction(message.response, gatewayId, invoice);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [gatewayId, invoice, closeWindow, onTransaction]);

  return {
    payingId,
    token: session?.token ?? null,
    error,
    clearError: () => setError(null),
    /** Invoices whose taken payment is not recorded yet. */
    recordingIds,
    /** Taken payments whose report has failed at least once: the guest is told, and may retry. */
    unrecorded: unrecorded.filter((item) => item.id !== firstSend),
    paymentsLocked: unrecorded.length > 0,
    sendingReport: sending,
    retryReport: unrecorded.length > 0 ? () => void sendReports(unrecorded) : null,
    receipt,
    closeReceipt: () => setReceipt(null),
    notice,
    noticeOpen,
    hideNotice,
    pay,
    closeWindow,
  };
}
