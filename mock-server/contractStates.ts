// The pacts name situations ("the agreement has an envelope", params {envelopeStatus: "sent"}),
// not the sandbox's data. Each is told here in the sandbox's own plain-English state language,
// which picks the demo reservation that fits (contracts/README.md lists states and params).
type Params = Record<string, unknown> | undefined;

const word = (params: Params, key: string, fallback: string): string => {
  const value = params?.[key];
  return typeof value === 'string' && /^[a-z]+$/.test(value) ? value : fallback;
};

const documents = (params: Params) =>
  word(params, 'task', 'passports') === 'flights' ? 'flights' : 'passports';

const SENTENCES: Partial<Record<string, (params: Params) => string>> = {
  'a guest can sign in': () => 'a guest KX-1001 who signs in as emma.walker@example.com',
  'a guest signs in with a reservation number that does not exist': () =>
    'a guest KX-1001 (emma.walker@example.com); no reservation KX-9999 exists',
  // Emma Jane Walker, Ms.
  'the guest is signed in and has a prefix and a middle name': () =>
    'a guest KX-1001 who is logged in',
  'the guest session has expired': () => 'a guest KX-1001 whose session has expired',
  'the agreement is open and has no envelope': () =>
    'a guest KX-1001 whose agreement is uncomplete with no envelope',
  'the agreement has an envelope': (p) =>
    `a guest KX-2002 whose agreement is ${word(p, 'agreementStatus', 'uncomplete')} with a ${word(p, 'envelopeStatus', 'sent')} envelope`,
  'the meal requests are open and unanswered': () =>
    'a guest KX-1001 whose meal requests are uncomplete',
  // KX-2002's first passenger has a meal, two allergies and a special request.
  'a passenger has answered the meal questions': (p) =>
    `a guest KX-2002 whose meal requests are ${word(p, 'mealRequestsStatus', 'uncomplete')}`,
  'the guest has uploaded a document': (p) =>
    `a guest KX-2002 whose ${documents(p)} are ${word(p, 'taskStatus', 'uncomplete')}`,
  'the guest has uploaded no document yet': (p) =>
    `a guest KX-1001 whose ${documents(p)} are uncomplete with no ${documents(p) === 'flights' ? 'flight' : 'passport'} documents`,
  // The group KX-4004: 24 passengers, 12 passport and 12 flight documents.
  'a booking of 24 passengers has uploaded 12 documents': (p) =>
    `a guest KX-4004 whose ${documents(p)} are uncomplete`,
  'the guest has saved a WhatsApp number': () =>
    'a guest KX-2002 whose whatsapp is uncomplete with a saved number',
  'the guest has no WhatsApp number yet': () =>
    'a guest KX-1001 whose whatsapp is uncomplete with no whatsapp number',
  'the travel app credentials are issued': () => 'a guest KX-1001 whose travel app is uncomplete',
  'the travel app account is being prepared': () =>
    'a guest KX-2002 whose travel app is preprocessing',
  'every invoice is unpaid': () => 'a guest KX-1001 for whom all invoices are unpaid',
  'one invoice is paid and another is unpaid': () =>
    'a guest KX-2002 with one paid and one unpaid invoice',
  'the payment gateway approved a payment of an open invoice': () =>
    'a guest KX-1001 whose invoice 5101 was paid at the gateway with transaction 60212345678',
};

/** The sandbox sentence for a pact's situation, or the state itself when it is not one. */
export const sandboxSentence = (state: string, params: Params): string =>
  SENTENCES[state.trim()]?.(params) ?? state;
