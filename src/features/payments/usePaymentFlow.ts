import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage, refusalOf } from '../../api/errors';
import type { Invoice, MessageResponse, PaymentLink, PaymentReport } from '../../api/generated';
import {
  useCreatePaymentLinkMutation,
  useReportPaymentMutation,
  type Answered,
} from '../../api/portalApi';
import {
  isApproved,
  parsePaymentMessage,
  parseTransactionResponse,
} from '../../lib/providerMessages';
import { paymentLinkPayload } from './invoiceRules';

export const NOTICES = {
  paid: 'Payment received. Thank you!',
  closed: 'Payment window closed.',
} as const;

export const UNRECORDED_PAYMENT =
  'Your payment went through, but we could not record it yet. Please do not pay again: press Try again to send it to us.';

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

interface PendingReport {
  report: PaymentReport;
  receipt: PaymentReceipt;
}

/**
 * Make a Payment: ask for a payment link, open the hosted form, and act on the messages of
 * public/payment-communicator.html (own origin only). Each transaction is reported once.
 */
export function usePaymentFlow(reloadInvoices: () => void) {
  const [createLink] = useCreatePaymentLinkMutation();
  const [reportPayment] = useReportPaymentMutation();
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
        const answer: Answered<PaymentLink> = await createLink({
          paymentLinkRequest: paymentLinkPayload(invoice),
        }).unwrap();
        const refused = refusalOf(answer);
        if (refused) setError(refused);
        else if (!answer.payment_link) setError('No payment link was received.');
        else
          setSession({ token: answer.payment_link, gatewayId: answer.payment_gateway_id, invoice });
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

  // The card was charged once the provider approved: a report that did not arrive is kept, to be
  // sent again, and no other payment starts meanwhile, so a guest is never asked to pay twice.
  const [unrecorded, setUnrecorded] = useState<PendingReport | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const sendReport = useCallback(
    async (pending: PendingReport) => {
      const { report } = pending;
      setError(null);
      try {
        const answer: Answered<MessageResponse> = await reportPayment({
          paymentReport: report,
        }).unwrap();
        setUnrecorded(null);
        const refused = refusalOf(answer);
        if (refused) setError(refused);
        else {
          setReceipt(pending.receipt);
          setNotice(NOTICES.paid);
          setNoticeOpen(true);
        }
      } catch {
        setUnrecorded(pending);
        setError(UNRECORDED_PAYMENT);
      }
    },
    [reportPayment],
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
      await sendReport({
        report: {
          invoice_id: transaction.invoiceId,
          transaction_id: transaction.transactionId,
          received_amount: transaction.amount,
          payment_gateway_id: gatewayId,
        },
        receipt: {
          amount: transaction.amount,
          invoiceId: transaction.invoiceId,
          invoiceTitle: transaction.invoiceId === invoice.id ? invoice.title : null,
          transactionId: transaction.transactionId,
          paidAt: new Date(),
        },
      });
    },
    [sendReport, reloadInvoices],
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
    paymentsLocked: unrecorded !== null,
    retryReport: unrecorded ? () => void sendReport(unrecorded) : null,
    receipt,
    closeReceipt: () => setReceipt(null),
    notice,
    noticeOpen,
    hideNotice,
    pay,
    closeWindow,
  };
}
