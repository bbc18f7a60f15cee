/**
 * Provider states as a backend team would write them: one setup per state name, each building
 * its own records, and an answer with the values the verifier injects into the requests.
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

type Setup = (world: World) => void;

const signedOut: Setup = () => undefined;
const expired: Setup = (w) => {
  w.token = null;
};
const status =
  (task: keyof World['statuses'], value: string, more?: Setup): Setup =>
  (w) => {
    w.statuses[task] = value;
    more?.(w);
  };
const envelope =
  (state: 'sent' | 'delivered' | 'completed'): Setup =>
  (w) => {
    w.envelope = { id: `env_${randomUUID().slice(0, 8)}`, status: state };
  };

const SETUPS: Partial<Record<string, Setup>> = {
  'a guest KX-1001 who signs in as emma.walker@example.com': signedOut,
  'a guest KX-1001 (emma.walker@example.com); no reservation KX-9999 exists': signedOut,
  'a guest KX-1001 who is logged in': () => undefined,
  'a guest KX-1001 whose session has expired': expired,
  'a guest KX-1001 whose agreement is uncomplete with no envelope': status(
    'agreement',
    'uncomplete',
  ),
  'a guest KX-2002 whose agreement is uncomplete with a sent envelope': status(
    'agreement',
    'uncomplete',
    envelope('sent'),
  ),
  'a guest KX-2002 whose agreement is uncomplete with a completed envelope': status(
    'agreement',
    'uncomplete',
    envelope('completed'),
  ),
  'a guest KX-2002 whose agreement is completed with a completed envelope': status(
    'agreement',
    'completed',
    envelope('completed'),
  ),
  'a guest KX-1001 whose meal requests are uncomplete': status('meals', 'uncomplete'),
  'a guest KX-2002 whose passports are uncomplete with one uploaded document 3': status(
    'passports',
    'uncomplete',
  ),
  'a guest KX-1001 whose passports are uncomplete with no passport documents': status(
    'passports',
    'uncomplete',
    (w) => {
      w.passports = [];
    },
  ),
  'a guest KX-2002 whose passports are uncomplete': status('passports', 'uncomplete'),
  'a guest KX-2002 whose flights are processing with one uploaded document 5': status(
    'flights',
    'processing',
  ),
  'a guest KX-2002 whose flights are uncomplete with one uploaded document 5': status(
    'flights',
    'uncomplete',
  ),
  'a guest KX-1001 whose flights are uncomplete with no flight documents': status(
    'flights',
    'uncomplete',
    (w) => {
      w.flights = [];
    },
  ),
  'a guest KX-2002 whose flights are uncomplete': status('flights', 'uncomplete'),
  'a guest KX-2002 whose whatsapp is uncomplete with a saved number': status(
    'whatsapp',
    'uncomplete',
  ),
  'a guest KX-1001 whose whatsapp is uncomplete with no whatsapp number': status(
    'whatsapp',
    'uncomplete',
    (w) => {
      w.whatsAppNumber = null;
    },
  ),
  'a guest KX-1001 whose travel app is uncomplete': status('travelApp', 'uncomplete'),
  'a guest KX-2002 whose travel app is preprocessing': status('travelApp', 'preprocessing', (w) => {
    w.credentials = null;
  }),
  'a guest KX-1001 for whom all invoices are unpaid': (w) => {
    w.invoices = w.invoices.map((i) => ({ ...i, receipt_total: 0, status_id: 2 }));
  },
  'a guest KX-2002 with one paid and one unpaid invoice': () => undefined,
  'a guest KX-1001 whose invoice 5101 was paid at the gateway with transaction 60212345678': (
    w,
  ) => {
    const invoice = w.invoices[0];
    if (invoice) w.approved.set('TX-771-A', { invoiceId: invoice.id, amount: balanceOf(invoice) });
  },
};

const STAYS_SIGNED_OUT = new Set<Setup>([signedOut, expired]);

export type StateAnswer =
  { ok: true; world: World; values: Record<string, string | number> } | { ok: false };

/** Sets up a fresh world for the named state and answers the values to inject. */
export function setUpState(name: string): StateAnswer {
  const setup = SETUPS[name];
  if (!setup) return { ok: false };
  const world = freshWorld();
  setup(world);
  if (!STAYS_SIGNED_OUT.has(setup)) world.token = newToken();
  const invoice = world.invoices.find((i) => i.status_id === 2) ?? world.invoices[0];
  const [transactionId, paid] = [...world.approved.entries()][0] ?? [];
  const values: Record<string, string | number | undefined> = {
    token: world.token ?? world.expiredToken,
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
