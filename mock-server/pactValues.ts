// Values a provider state hands back for Pact's provider-state injection (contracts/README.md):
// the ids the consumer's requests use, taken from the state's params when they name a record the
// reservation has, else the first matching record. Also the gateway payment a state may name.
import { balanceOf } from './handlers/invoices.js';
import { cents } from './http.js';
import { ALLERGY_GROUPS, MEAL_OPTIONS } from './messages.js';
import { store } from './state.js';
import type { Reservation } from './types.js';

type Params = Record<string, unknown> | undefined;

/** The record's id (documents may name it meta_id or document_id, as older back ends do). */
const idOf = (r: { id?: number; meta_id?: number; document_id?: number }): number | undefined =>
  r.id ?? r.meta_id ?? r.document_id;

const pick = <T extends { id?: number; meta_id?: number; document_id?: number }>(
  records: T[],
  wanted: unknown,
  fallback: (r: T) => boolean = () => true,
): number | undefined => {
  const named = records.find((r) => idOf(r) !== undefined && idOf(r) === Number(wanted));
  return idOf(named ?? records.find((r) => idOf(r) !== undefined && fallback(r)) ?? {});
};

/**
 * envelopeId, passengerId, customerDocumentId, flightDocumentId, invoiceId and its balance
 * (`amount`), a meal option and an allergy id (when they exist).
 */
export const injectedIds = (r: Reservation, params: Params): Record<string, string | number> => {
  const invoiceId = pick(
    r.invoices,
    params?.invoiceId,
    (i) => i.status_id === 2 && balanceOf(i) > 0,
  );
  const invoice = r.invoices.find((i) => i.id === invoiceId);
  const values: Record<string, string | number | undefined> = {
    envelopeId: r.envelope?.envelopeId,
    passengerId: pick(r.passengers, params?.passengerId),
    customerDocumentId: pick(r.customerDocuments, params?.customerDocumentId),
    flightDocumentId: pick(r.flightDocuments, params?.flightDocumentId),
    invoiceId,
    amount: invoice ? balanceOf(invoice) : undefined,
    mealChoiceId: MEAL_OPTIONS[0]?.id,
    allergyId: ALLERGY_GROUPS[0]?.allergies[0]?.id,
  };
  return Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string | number] => e[1] !== undefined),
  );
};

const GATEWAY_PAYMENT =
  /\binvoice (\d+) (?:was |is |has been )?paid at the gateway with transaction (\w+)/i;

/**
 * "…whose invoice 1101 was paid at the gateway with transaction 60212345678": the fake gateway
 * records an approved transaction for the invoice's balance (or params.amount), as the hosted
 * payment page would, so POST /portal/invoices/paid can verify it.
 */
export const applyGatewayPayment = (
  reservationId: string,
  r: Reservation,
  text: string,
  params: Params,
): Record<string, string | number> => {
  const match = GATEWAY_PAYMENT.exec(text);
  if (!match) return {};
  const invoice = r.invoices.find((i) => i.id === Number(match[1]));
  if (!invoice) return {};
  const transId = match[2] ?? '';
  const amount = typeof params?.amount === 'number' ? params.amount : balanceOf(invoice);
  store.transactions.set(transId, {
    transId,
    token: `provider-state-${transId}`,
    reservationId,
    invoiceId: invoice.id,
    amount: cents(amount) / 100,
  });
  return { transactionId: transId, invoiceId: invoice.id, amount };
};
