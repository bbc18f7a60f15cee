/**
 * Responses as the portal keeps them. Servers differ where the API allows it (a record wrapped in
 * `data` or not, a document's id under three names, allergies as a list or a string); each
 * response is read here once, when it enters the cache, so screens see one typed shape and never
 * branch on the wire format. Readers never throw on a bad field or entry: a field of the wrong
 * type reads as missing, an entry that cannot be read is dropped. Only a response whose whole
 * shape is wrong throws `UnreadableResponse`, which portalApi turns into a failed load.
 */
export { UnreadableResponse, type StatusMessages, type TaskRecord } from './readers/read';
export { readInvoice, readInvoices } from './readers/invoices';
export { readProfile } from './readers/profile';
export {
  readAgreement,
  readTravelApp,
  readWhatsApp,
  type AgreementRecord,
  type TravelAppRecord,
  type WhatsAppRecord,
} from './readers/tasks';
export {
  readDocument,
  readDocumentList,
  type DocumentList,
  type PortalDocument,
} from './readers/documents';
export {
  readAllergyAnswer,
  readAllergyIds,
  readMealRequests,
  type MealPassengerRecord,
  type MealRequestsRecord,
} from './readers/meals';
