// Domain types of the sandbox store. The wire shapes come from the types generated from
// openapi.yaml (the one thing src/ and mock-server/ share), so handlers answer with plain copies
// of the stored records and cannot drift from the contract unnoticed.
import type {
  addTagTypes,
  Document as DocumentRecord,
  Invoice,
  MealPassenger,
  Profile,
  StatusMessage,
  StatusMessages,
} from '../src/api/generated.js';

export type { DocumentRecord, Invoice, MealPassenger, Profile, StatusMessage, StatusMessages };

/** The tasks are openapi.yaml's task tags: a new tag does not compile until the sandbox has it. */
export type TaskKey = Exclude<(typeof addTagTypes)[number], 'auth' | 'Profile' | 'Invoices'>;
// In the order the guest meets them.
const EVERY_TASK: Record<TaskKey, true> = {
  docusign: true,
  meals: true,
  passports: true,
  flights: true,
  whatsapp: true,
  axusapp: true,
};
export const TASK_KEYS = Object.keys(EVERY_TASK) as TaskKey[];

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
  /** Older backends wrap the response in {data: ...}; the midway guest exercises that shape. */
  wrapInData: boolean;
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
