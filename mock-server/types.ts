// Domain types of the sandbox store. Field names follow CONTRACT.md (the wire shapes) so handlers
// can answer with plain copies of the stored records.

export type TaskKey = 'docusign' | 'meals' | 'passports' | 'flights' | 'whatsapp' | 'axusapp';
export const TASK_KEYS: readonly TaskKey[] = [
  'docusign',
  'meals',
  'passports',
  'flights',
  'whatsapp',
  'axusapp',
];

export interface StatusMessage {
  header: string;
  body: string;
}
export type StatusMessages = Record<string, StatusMessage>;

export type EnvelopeStatus = 'sent' | 'delivered' | 'completed' | 'voided' | 'declined';
export const ENVELOPE_STATUSES: readonly EnvelopeStatus[] = [
  'sent',
  'delivered',
  'completed',
  'voided',
  'declined',
];

export interface Envelope {
  envelopeId: string;
  envelopeStatus: EnvelopeStatus;
  signingUrl: string;
  /** Where the fake signing page sends its frame back to (Origin seen at creation). */
  portalOrigin: string;
}

export interface Profile {
  confirmation_id: string;
  prefix: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  tour_title: string;
  departure_date: string | null;
  length: number | null;
}

/** Deliberately loose: older backends send 0/1, comma strings and meal_special_request. */
export interface MealPassenger {
  id: number;
  prefix: string | null;
  firstname: string;
  lastname: string;
  meal_choice: number | null;
  has_allergies: number | boolean;
  food_allergies: number[] | string | null;
  meal_request?: string | null;
  meal_special_request?: string | null;
}

/** One id field and one name field; which ones depends on the back end (all three are read). */
export interface DocumentRecord {
  id?: number;
  meta_id?: number;
  document_id?: number;
  path: string;
  title?: string;
  name?: string;
  mime_type: string;
}

export interface WhatsAppRecord {
  whats_app_number: string | null;
  agent_app_number: string;
  agent_hours: string;
  agent_link: string | null;
  agent_enabled: boolean;
}

export interface TravelAppRecord {
  guidance_header: string | null;
  guidance_body: string | null;
  axus_app_user_id: string | null;
  axus_app_passcode: string | null;
  /** Older backends wrap the answer in {data: ...}; the midway guest exercises that shape. */
  wrapInData: boolean;
}

export interface Invoice {
  id: number;
  title: string;
  grand_total: number;
  receipt_total: number;
  status_id: number;
}

export interface Reservation {
  userId: number;
  email: string;
  profile: Profile;
  statuses: Record<TaskKey, string>;
  agreementTitle: string;
  envelope: Envelope | null;
  passengers: MealPassenger[];
  customerDocuments: DocumentRecord[];
  flightDocuments: DocumentRecord[];
  whatsApp: WhatsAppRecord;
  travelApp: TravelAppRecord;
  invoices: Invoice[];
  /** Answer GET /portal/invoices as {invoices: [...]} instead of a bare list. */
  wrapInvoices: boolean;
  /** Transaction ids already credited (makes POST /invoices/paid idempotent). */
  creditedTransactions: string[];
}

export interface Session {
  token: string;
  reservationId: string;
  lastAccess: string;
}

export interface PaymentLink {
  token: string;
  reservationId: string;
  invoiceId: number;
  amount: number;
  portalOrigin: string;
  used: boolean;
}

/** A transaction as the fake card gateway recorded it; /invoices/paid is verified against these. */
export interface GatewayTransaction {
  transId: string;
  token: string;
  reservationId: string;
  invoiceId: number;
  amount: number;
}
