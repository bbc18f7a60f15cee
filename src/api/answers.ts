/**
 * Answers as the portal keeps them. Servers differ where the API allows it (a record wrapped in
 * `data` or not, a document's id under three names, allergies as a list or a string); each
 * answer is read here once, when it enters the cache, so screens see one typed shape and never
 * branch on the wire format. Every reader accepts anything: a malformed answer gives empty
 * values, never a crash.
 */
import type {
  Agreement,
  FoodAllergyGroup,
  Invoice,
  MealOption,
  StatusMessage,
  TravelApp,
  WhatsApp,
} from './generated';

export type TaskStatus = string;
export type StatusMessages = Partial<Record<string, StatusMessage>>;

/** What every task's list answer carries. A missing or malformed status reads as null. */
export interface TaskRecord {
  status: TaskStatus | null;
  statusMessages: StatusMessages;
}

export type AgreementRecord = Omit<Agreement, 'status' | 'statusMessages' | 'title'> &
  TaskRecord & { title: string | null };
export type WhatsAppRecord = Omit<WhatsApp, 'status' | 'statusMessages'> & TaskRecord;
export type TravelAppRecord = Omit<TravelApp, 'status' | 'statusMessages'> & TaskRecord;

export interface PortalDocument {
  /** Null when the server sent no usable id: such a document cannot be deleted. */
  id: number | null;
  name: string;
  path: string;
  mimeType: string;
}
export interface DocumentList extends TaskRecord {
  documents: PortalDocument[];
}

export interface MealPassengerRecord {
  id: number;
  prefix: string | null;
  firstname: string;
  lastname: string;
  meal_choice: number | null;
  /** Null: the guest has not answered the allergy question yet. */
  has_allergies: boolean | null;
  food_allergies: number[];
  meal_request: string;
}
export interface MealRequestsRecord extends TaskRecord {
  passengers: MealPassengerRecord[];
  meal_choice: MealOption[];
  food_allergies: FoodAllergyGroup[];
}

type Loose = Record<string, unknown>;

const objectOr = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const listOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' ? value : fallback;

function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function taskFieldsOf(answer: Loose): TaskRecord {
  return {
    status: textOr(answer.status, null),
    statusMessages: objectOr(answer.statusMessages) as StatusMessages,
  };
}

export function readAgreement(answer: unknown): AgreementRecord {
  const record = objectOr(answer) as Partial<Agreement> & Loose;
  return {
    ...record,
    ...taskFieldsOf(record),
    title: textOr(record.title, null),
  } as AgreementRecord;
}

export function readWhatsApp(answer: unknown): WhatsAppRecord {
  const record = objectOr(answer);
  return { ...(record as Partial<WhatsApp>), ...taskFieldsOf(record) } as WhatsAppRecord;
}

/** The travel app record may come wrapped in `data`. */
export function readTravelApp(answer: unknown): TravelAppRecord {
  const outer = objectOr(answer);
  const record = 'data' in outer ? objectOr(outer.data) : outer;
  return { ...(record as Partial<TravelApp>), ...taskFieldsOf(record) } as TravelAppRecord;
}

/** Invoices come as a bare list or as `{ invoices: [...] }`. */
export function readInvoices(answer: unknown): Invoice[] {
  const list = Array.isArray(answer) ? answer : objectOr(answer).invoices;
  return listOr(list).filter((invoice): invoice is Invoice => typeof invoice === 'object');
}

const TYPE_BY_EXTENSION: Partial<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const fileNameOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '') || 'Document';

/** A document's id may be named `id`, `meta_id` or `document_id`; its name `title` or `name`. */
export function readDocument(value: unknown): PortalDocument {
  const document = objectOr(value);
  const path = textOr(document.path, '');
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return {
    id: idOf(document.id) ?? idOf(document.meta_id) ?? idOf(document.document_id),
    name: textOr(document.title, '') || textOr(document.name, '') || fileNameOf(path),
    path,
    mimeType: textOr(document.mime_type, '') || TYPE_BY_EXTENSION[extension] || '',
  };
}

/** Passports list under `customer_documents`, flights under `flight_documents`. */
export const readDocumentList =
  (listField: 'customer_documents' | 'flight_documents') =>
  (answer: unknown): DocumentList => {
    const record = objectOr(answer);
    return { ...taskFieldsOf(record), documents: listOr(record[listField]).map(readDocument) };
  };

const toIds = (values: unknown[]): number[] =>
  values
    .map((value) => (typeof value === 'string' ? Number(value.trim()) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value));

/** Allergy ids as a list, a JSON list in a string ("[1,2]"), a comma list ("1,2") or null. */
export function readAllergyIds(value: unknown): number[] {
  if (Array.isArray(value)) return toIds(value);
  if (typeof value === 'number') return toIds([value]);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? toIds(parsed) : [];
    } catch {
      return toIds(text.replace(/[[\]]/g, '').split(','));
    }
  }
  return toIds(text.split(','));
}

/** `has_allergies`: 1 or true is yes, 0 or false no; anything else has not been answered. */
export function readAllergyAnswer(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

function readPassenger(value: unknown): MealPassengerRecord {
  const passenger = objectOr(value);
  const hasAllergies = readAllergyAnswer(passenger.has_allergies);
  return {
    id: idOf(passenger.id) ?? 0,
    prefix: textOr(passenger.prefix, null),
    firstname: textOr(passenger.firstname, ''),
    lastname: textOr(passenger.lastname, ''),
    meal_choice: idOf(passenger.meal_choice),
    has_allergies: hasAllergies,
    food_allergies: hasAllergies ? readAllergyIds(passenger.food_allergies) : [],
    // Older servers name the free text `meal_special_request`.
    meal_request:
      textOr(passenger.meal_request, null) ?? textOr(passenger.meal_special_request, ''),
  };
}

export function readMealRequests(answer: unknown): MealRequestsRecord {
  const record = objectOr(answer);
  return {
    ...taskFieldsOf(record),
    passengers: listOr(record.passengers).map(readPassenger),
    meal_choice: listOr(record.meal_choice) as MealOption[],
    food_allergies: listOr(record.food_allergies) as FoodAllergyGroup[],
  };
}
