// Group guest KX-4004: a tour group with many passengers, documents and invoices, every task to
// do. Sized by arguments so the bench can grow or shrink the same reservation.
import { travellerFileName } from '../../src/lib/travellerFiles.js';
import type { DocumentRecord, Invoice, MealPassenger, Reservation } from '../types.js';
import { statuses, travelApp, whatsApp } from './common.js';

export interface GroupSize {
  passengers: number;
  passports: number;
  flights: number;
  invoices: number;
}

export const DEMO_GROUP_SIZE: GroupSize = {
  passengers: 24,
  passports: 12,
  flights: 12,
  invoices: 30,
};

const FIRST_NAMES = ['Grace', 'Liam', 'Mia', 'Noah', 'Ava', 'Ethan', 'Zoe', 'Lucas'];
const LAST_NAMES = ['Miller', 'Garcia', 'Nguyen', 'Okafor', 'Rossi', 'Schmidt', 'Kowalski'];
const MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

const passenger = (index: number): MealPassenger => ({
  id: 401 + index,
  prefix: index % 2 ? 'Mr.' : 'Ms.',
  firstname: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Guest',
  lastname: LAST_NAMES[index % LAST_NAMES.length] ?? 'Miller',
  meal_choice: null,
  has_allergies: null,
  food_allergies: null,
  meal_request: null,
});

/** `name` gives the file name of the document at `index` from its free name (`flights-3.pdf`). */
const documents = (
  folder: string,
  firstId: number,
  count: number,
  name: (index: number, freeName: string, taken: string[]) => string = (_, freeName) => freeName,
): DocumentRecord[] => {
  const taken: string[] = [];
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const mimeType = MIME_TYPES[index % MIME_TYPES.length] ?? 'image/jpeg';
    const title = name(index, `${folder}-${index + 1}.${EXTENSIONS[mimeType]}`, taken);
    taken.push(title);
    return { id, path: `/${folder}/KX-4004/${id}-${title}`, title, mime_type: mimeType };
  });
};

/**
 * The passports already uploaded are the first passengers', named as the portal names an upload
 * (`passport-grace-miller.jpg`), so the traveller list tells whose they are.
 */
const passportNamer =
  (passengers: readonly MealPassenger[]) => (index: number, freeName: string, taken: string[]) => {
    const owner = passengers[index % passengers.length];
    return owner ? travellerFileName(owner, passengers, freeName, taken) : freeName;
  };

/** Every third invoice is paid, the others wait for payment. */
const invoice = (tour: string, index: number): Invoice => {
  const total = 1200 + 35 * index;
  const paid = index % 3 === 2;
  return {
    id: 5401 + index,
    title: `${index === 0 ? 'Deposit' : `Instalment ${index}`} - ${tour}`,
    grand_total: total,
    receipt_total: paid ? total : 0,
    status_id: paid ? 3 : 2,
  };
};

export const group = (size: GroupSize = DEMO_GROUP_SIZE): Reservation => {
  const tour = 'Japan Group Discovery: Tokyo to Hiroshima';
  const passengers = Array.from({ length: size.passengers }, (_, index) => passenger(index));
  return {
    userId: 4004,
    email: 'grace.miller@example.com',
    profile: {
      confirmation_id: 'KX-4004',
      prefix: 'Ms.',
      firstname: 'Grace',
      middlename: null,
      lastname: 'Miller',
      tour_title: tour,
      departure_date: '2027-09-20',
      length: 14,
    },
    statuses: statuses('uncomplete'),
    agreementTitle: `Travel Agreement - ${tour}`,
    envelope: null,
    passengers,
    customerDocuments: documents('passports', 40001, size.passports, passportNamer(passengers)),
    flightDocuments: documents('flights', 41001, size.flights),
    whatsApp: whatsApp(null),
    travelApp: travelApp('KX4004-MILLER', '640218'),
    invoices: Array.from({ length: size.invoices }, (_, index) => invoice(tour, index)),
    wrapInvoices: false,
    creditedTransactions: [],
  };
};
