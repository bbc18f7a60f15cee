/**
 * The provider states of the pacts: situations of one guest, named without any server's data.
 * Params narrow a situation (which task, which envelope status); contracts/README.md lists each
 * state, its params and the keys its response may return. Both providers of this repository and
 * the consumer tests use these names, so a rename is one edit here.
 */
export const STATE = {
  canSignIn: 'a guest can sign in',
  unknownReservation: 'a guest signs in with a reservation number that does not exist',
  signedInWithMiddleName: 'the guest is signed in and has a prefix and a middle name',
  sessionExpired: 'the guest session has expired',
  noEnvelope: 'the agreement is open and has no envelope',
  /** params: envelopeStatus (sent, delivered, completed, declined), agreementStatus. */
  envelope: 'the agreement has an envelope',
  mealsOpen: 'the meal requests are open and unanswered',
  /** params: mealRequestsStatus. The first passenger has a meal, allergies and a special request. */
  mealsAnswered: 'a passenger has answered the meal questions',
  /** params: task (passports, flights), taskStatus. */
  documentsUploaded: 'the guest has uploaded a document',
  /** params: task (passports, flights). */
  noDocuments: 'the guest has uploaded no document yet',
  /** params: task (passports, flights). 24 passengers, 12 documents: the list takes one per passenger. */
  twelveOfManyPassengers: 'a booking of 24 passengers has uploaded 12 documents',
  whatsAppSaved: 'the guest has saved a WhatsApp number',
  noWhatsApp: 'the guest has no WhatsApp number yet',
  travelAppIssued: 'the travel app credentials are issued',
  travelAppPreparing: 'the travel app account is being prepared',
  invoicesUnpaid: 'every invoice is unpaid',
  invoicesMixed: 'one invoice is paid and another is unpaid',
  paymentApproved: 'the payment gateway approved a payment of an open invoice',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

export type TaskStatusParam = 'uncomplete' | 'preprocessing' | 'processing' | 'completed';
export type EnvelopeStatusParam = 'sent' | 'delivered' | 'completed' | 'declined';
export type DocumentTaskParam = 'passports' | 'flights';

/** The params each state takes (all optional for a server: it may ignore them). */
export interface StateParams {
  envelopeStatus?: EnvelopeStatusParam;
  agreementStatus?: TaskStatusParam;
  mealRequestsStatus?: TaskStatusParam;
  task?: DocumentTaskParam;
  taskStatus?: TaskStatusParam;
}
