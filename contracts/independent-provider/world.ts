/**
 * The independent provider's data: one guest with its own ids, texts and number formats,
 * deliberately unlike the sandbox's wherever the product leaves the choice to the server.
 */
import { randomUUID } from 'node:crypto';

export type Task = 'agreement' | 'meals' | 'passports' | 'flights' | 'whatsapp' | 'travelApp';

export interface Passenger {
  id: number;
  prefix: string | null;
  firstname: string;
  lastname: string;
  meal_choice: number | null;
  has_allergies: boolean;
  food_allergies: number[];
  meal_request: string | null;
}

export interface StoredDocument {
  id: number;
  path: string;
  name: string;
  mime_type: string;
}

export interface Invoice {
  id: number;
  title: string;
  grand_total: number;
  receipt_total: number;
  status_id: number;
}

export interface World {
  email: string;
  reservation: string;
  userId: number;
  /** The token of the open session, or null when the guest is signed out. */
  token: string | null;
  expiredToken: string;
  statuses: Record<Task, string>;
  envelope: { id: string; status: 'sent' | 'delivered' | 'completed' | 'declined' } | null;
  /** The server time last handed out (state response or `x-last-access`): the next X-Last-Access. */
  lastAccess: string;
  passengers: Passenger[];
  passports: StoredDocument[];
  flights: StoredDocument[];
  whatsAppNumber: string | null;
  credentials: { userId: string; passcode: string } | null;
  invoices: Invoice[];
  /** Transactions the payment gateway approved: id -> invoice and amount. */
  approved: Map<string, { invoiceId: number; amount: number }>;
  nextId: number;
}

export const MEAL_OPTIONS = [
  { id: 11, label: 'Regular' },
  { id: 12, label: 'Vegetarian' },
];
export const ALLERGY_GROUPS = [
  {
    group_id: 70,
    group_label: 'Nuts and seeds',
    allergies: [
      { id: 701, Label: 'Peanuts' },
      { id: 702, Label: 'Sesame' },
    ],
  },
];
export const PAYMENT_GATEWAY_ID = 7;

const document = (id: number, folder: string, name: string, mime: string): StoredDocument => ({
  id,
  // The name as it is, spaces included: a path is any text after the leading slash.
  path: `/${folder}/${id}/${name}`,
  name,
  mime_type: mime,
});

export function freshWorld(): World {
  return {
    email: 'ana.souza@example.org',
    reservation: 'GX7731',
    userId: 73,
    token: null,
    expiredToken: `expired-${randomUUID()}`,
    lastAccess: serverTime(),
    statuses: {
      agreement: 'uncomplete',
      meals: 'uncomplete',
      passports: 'uncomplete',
      flights: 'uncomplete',
      whatsapp: 'uncomplete',
      travelApp: 'uncomplete',
    },
    envelope: null,
    passengers: [
      {
        id: 9001,
        prefix: null,
        firstname: 'Ana',
        lastname: 'Souza',
        meal_choice: null,
        has_allergies: false,
        food_allergies: [],
        meal_request: null,
      },
    ],
    passports: [document(4401, 'docs', 'Passport scan.jpg', 'image/jpeg')],
    flights: [document(4402, 'docs', 'Booking.pdf', 'application/pdf')],
    whatsAppNumber: '+5511987654321',
    credentials: { userId: 'ana.souza.73', passcode: 'Q7-PLM-22' },
    invoices: [
      { id: 88001, title: 'Balance', grand_total: 2480.5, receipt_total: 480.5, status_id: 2 },
      { id: 88002, title: 'Deposit', grand_total: 500, receipt_total: 500, status_id: 4 },
    ],
    approved: new Map(),
    nextId: 5000,
  };
}

export const balanceOf = (invoice: Invoice) => invoice.grand_total - invoice.receipt_total;

/** The server's clock, written with a numeric offset rather than `Z`. */
export const serverTime = () => new Date().toISOString().replace(/\.\d+Z$/, '+00:00');

export const newToken = () => `ind.${randomUUID()}`;
