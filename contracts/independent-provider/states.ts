/**
 * Provider states as a backend team would write them: one setup per state name, each building
 * its own records, and a response with the values the verifier injects into the requests.
 */
import { randomUUID } from 'node:crypto';
import {
  ALLERGY_GROUPS,
  MEAL_OPTIONS,
  PAYMENT_GATEWAY_ID,
  balanceOf,
  freshWorld,
  newToken,
  type World,
} from './world.js';
import { STATE, type StateName } from '../states.js';

type Params = Record<string, unknown>;
type Setup = (world: World, params: Params) => void;

const word = <T extends string>(
  params: Params,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T => allowed.find((a) => a === params[key]) ?? fallback;

const TASK_STATUSES = ['uncomplete', 'preprocessing', 'processing', 'completed'] as const;
const ENVELOPE_STATUSES = ['sent', 'delivered', 'completed', 'declined'] as const;
const DOCUMENT_TASKS = ['passports', 'flights'] as const;

const signedOut: Setup = () => undefined;
const expired: Setup = (w) => {
  w.token = null;
};
const status =
  (task: keyof World['statuses'], value: string, more?: Setup): Setup =>
  (w, params) => {
    w.statuses[task] = value;
    more?.(w, params);
  };

const SETUPS: Partial<Record<StateName, Setup>> = {
  [STATE.canSignIn]: signedOut,
  [STATE.unknownReservation]: signedOut,
  [STATE.signedInWithMiddleName]: () => undefined,
  [STATE.sessionExpired]: expired,
  [STATE.noEnvelope]: status('agreement', 'uncomplete'),
  [STATE.envelope]: (w, params) => {
    w.statuses.agreement = word(params, 'agreementStatus', TASK_STATUSES, 'uncomplete');
    const envelopeStatus = word(params, 'envelopeStatus', ENVELOPE_STATUSES, 'sent');
    w.envelope = { id: `env_${randomUUID().slice(0, 8)}`, status: envelopeStatus };
  },
  [STATE.mealsOpen]: status('meals', 'uncomplete'),
  [STATE.mealsAnswered]: (w, params) => {
    w.statuses.meals = word(params, 'mealRequestsStatus', TASK_STATUSES, 'uncomplete');
    const [first] = w.passengers;
    if (!first) return;
    Object.assign(first, {
      meal_choice: MEAL_OPTIONS[1]?.id ?? null,
      has_allergies: true,
      food_allergies: ALLERGY_GROUPS.flatMap((g) => g.allergies.map((a) => a.id)),
      meal_request: 'No coriander, please.',
    });
  },
  [STATE.documentsUploaded]: (w, params) => {
    const task = word(params, 'task', DOCUMENT_TASKS, 'passports');
    w.statuses[task] = word(params, 'taskStatus', TASK_STATUSES, 'uncomplete');
  },
  [STATE.noDocuments]: (w, params) => {
    const task = word(params, 'task', DOCUMENT_TASKS, 'passports');
    w.statuses[task] = 'uncomplete';
    w[task] = [];
  },
  [STATE.twelveOfManyPassengers]: (w, params) => {
    const task = word(params, 'task', DOCUMENT_TASKS, 'passports');
    w.statuses[task] = 'uncomplete';
    w.passengers = Array.from({ length: 24 }, (_, index) => ({
      id: 9100 + index,
      prefix: null,
      firstname: `Guest ${index + 1}`,
      lastname: 'Souza',
      meal_choice: null,
      has_allergies: false,
      food_allergies: [],
      meal_request: null,
    }));
    w[task] = Array.from({ length: 12 }, (_, index) => ({
      id: 7100 + index,
      path: `/docs/${7100 + index}/Scan ${index + 1}.jpg`,
      name: `Scan ${index + 1}.jpg`,
      mime_type: 'image/jpeg',
    }));
  },
  [STATE.whatsAppSaved]: status('whatsapp', 'uncomplete'),
  [STATE.noWhatsApp]: status('whatsapp', 'uncomplete', (w) => {
    w.whatsAppNumber = null;
  }),
  [STATE.travelAppIssued]: status('travelApp', 'uncomplete'),
  [STATE.travelAppPreparing]: status('travelApp', 'preprocessing', (w) => {
    w.credentials = null;
  }),
  [STATE.invoicesUnpaid]: (w) => {
    w.invoices = w.invoices.map((i) => ({ ...i, receipt_total: 0, status_id: 2 }));
  },
  [STATE.invoicesMixed]: () => undefined,
  [STATE.paymentApproved]: (w) => {
    const invoice = w.invoices.find((i) => i.status_id === 2);
    if (invoice) w.approved.set('TX-771-A', { invoiceId: invoice.id, amount: balanceOf(invoice) });
  },
};

const STAYS_SIGNED_OUT = new Set<Setup>([signedOut, expired]);

export type StateResponse =
  { ok: true; world: World; values: Record<string, string | number> } | { ok: false };

/** Sets up a fresh world for the named state and answers the values to inject. */
export function setUpState(name: string, params: Params = {}): StateResponse {
  const setup = (SETUPS as Partial<Record<string, Setup>>)[name];
  if (!setup) return { ok: false };
  const world = freshWorld();
  setup(world, params);
  if (!STAYS_SIGNED_OUT.has(setup)) world.token = newToken();
  const invoice = world.invoices.find((i) => i.status_id === 2) ?? world.invoices[0];
  const [transactionId, paid] = [...world.approved.entries()][0] ?? [];
  const values: Record<string, string | number | undefined> = {
    token: world.token ?? world.expiredToken,
    lastAccess: world.lastAccess,
    user_id: world.userId,
    email: world.email,
    reservationId: world.reservation,
    unknownReservationId: 'GX0000',
    envelopeId: world.envelope?.id,
    passengerId: world.passengers[0]?.id,
    mealChoiceId: MEAL_OPTIONS[0]?.id,
    allergyId: ALLERGY_GROUPS[0]?.allergies[0]?.id,
    customerDocumentId: world.passports[0]?.id,
    flightDocumentId: world.flights[0]?.id,
    invoiceId: paid?.invoiceId ?? invoice?.id,
    amount: paid?.amount ?? (invoice ? balanceOf(invoice) : undefined),
    transactionId,
    paymentGatewayId: PAYMENT_GATEWAY_ID,
  };
  return {
    ok: true,
    world,
    values: Object.fromEntries(
      Object.entries(values).filter((e): e is [string, string | number] => e[1] !== undefined),
    ),
  };
}
