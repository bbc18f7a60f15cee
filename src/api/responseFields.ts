/**
 * Every response field the portal reads, per call: by its reader in responses.ts (`reader`) or by the
 * pages and the sign-in (`page`), with the form it must have and whether the portal copes without
 * it. responseFields.test.ts holds the readers to this list; the contract mutation run
 * (contracts/independent-provider/mutation-run.ts) removes, retypes and renames each needed
 * field and drops each optional one.
 *
 * Paths: `a.b`, `*` for every list element, `$status` / `$envelopeStatus` for the key named by
 * the `status` / `envelopeStatus` beside the map (the banner text of the current status).
 */
import {
  readAgreement,
  readDocumentList,
  readInvoices,
  readMealRequests,
  readProfile,
  readTravelApp,
  readWhatsApp,
  type TaskRecord,
} from './responses';

export type FieldForm =
  | 'text'
  /** A string or null; a contract cannot tell it from a number, so it is never retyped. */
  | 'nullableText'
  | 'integer'
  | 'number'
  | 'object'
  | 'list'
  /** `has_allergies`: 0/1, a boolean or their strings. */
  | 'flag'
  /** `food_allergies`: a list of ids, or a string holding one. */
  | 'ids';

export interface FieldUse {
  path: string;
  form: FieldForm;
  by: 'reader' | 'page';
  /** The portal copes without it (a fallback or a second name). */
  optional?: true;
}

export interface ResponseFields {
  /** "METHOD /path" as openapi.yaml writes it. */
  route: string;
  /** What reads the response when it enters the cache (its name in test titles), if anything. */
  reader: { name: string; read: (body: unknown) => unknown } | null;
  fields: FieldUse[];
}

/** A task's list call (its status and what its page shows) and its changes read only by status. */
export interface TaskResponse<T extends TaskRecord> {
  route: string;
  read: (body: unknown) => T;
  fields: FieldUse[];
  changes: readonly string[];
}

const reader = (path: string, form: FieldForm): FieldUse => ({ path, form, by: 'reader' });
const page = (path: string, form: FieldForm): FieldUse => ({ path, form, by: 'page' });
const optional = (use: FieldUse): FieldUse => ({ ...use, optional: true });

/** The status, its banner texts and the map that holds them, under `base` (`''` or `data.`). */
const bannerFields = (map: string, key: string): FieldUse[] => [
  reader(map, 'object'),
  reader(`${map}.${key}`, 'object'),
  reader(`${map}.${key}.header`, 'text'),
  reader(`${map}.${key}.body`, 'text'),
];

const taskFields = (base = ''): FieldUse[] => [
  reader(`${base}status`, 'text'),
  ...bannerFields(`${base}statusMessages`, '$status'),
];

const documentFields = (list: string): FieldUse[] => [
  reader('status', 'text'),
  // Optional for documents: the banner then names the status (openapi.yaml).
  ...bannerFields('statusMessages', '$status').map(optional),
  reader(list, 'list'),
  reader(`${list}.*.id`, 'integer'),
  optional(reader(`${list}.*.meta_id`, 'integer')),
  optional(reader(`${list}.*.document_id`, 'integer')),
  reader(`${list}.*.path`, 'text'),
  reader(`${list}.*.mime_type`, 'text'),
  optional(reader(`${list}.*.title`, 'text')),
  optional(reader(`${list}.*.name`, 'text')),
];

/**
 * Every task's calls, keyed by the list call that carries its status (the name of its generated
 * endpoint). portalApi reads each list response with `read` as it enters the cache.
 */
export const TASK_RESPONSES = {
  getAgreement: {
    route: 'GET /portal/docusign',
    read: readAgreement,
    fields: [
      ...taskFields(),
      optional(reader('title', 'text')),
      reader('recipientEmail', 'text'),
      reader('envelopeId', 'text'),
      reader('envelopeStatus', 'text'),
      reader('signingUrl', 'text'),
      ...bannerFields('envelopeStatusMessages', '$envelopeStatus'),
    ],
    changes: ['PATCH /portal/docusign/submit'],
  },
  getMealRequests: {
    route: 'GET /portal/meal_requests',
    read: readMealRequests,
    fields: [
      ...taskFields(),
      reader('passengers', 'list'),
      reader('passengers.*.id', 'integer'),
      reader('passengers.*.prefix', 'nullableText'),
      reader('passengers.*.firstname', 'text'),
      reader('passengers.*.lastname', 'text'),
      reader('passengers.*.meal_choice', 'integer'),
      reader('passengers.*.has_allergies', 'flag'),
      reader('passengers.*.food_allergies', 'ids'),
      reader('passengers.*.meal_request', 'text'),
      // The older name of the special request, read when `meal_request` is missing.
      optional(reader('passengers.*.meal_special_request', 'text')),
      reader('meal_choice', 'list'),
      reader('meal_choice.*.id', 'integer'),
      reader('meal_choice.*.label', 'text'),
      reader('food_allergies', 'list'),
      reader('food_allergies.*.group_id', 'integer'),
      reader('food_allergies.*.group_label', 'text'),
      reader('food_allergies.*.allergies', 'list'),
      reader('food_allergies.*.allergies.*.id', 'integer'),
      reader('food_allergies.*.allergies.*.Label', 'text'),
    ],
    changes: ['PATCH /portal/meal_requests/update', 'PATCH /portal/meal_requests/submit'],
  },
  listCustomerDocuments: {
    route: 'GET /portal/customer_documents',
    read: readDocumentList('customer_documents'),
    fields: documentFields('customer_documents'),
    changes: [
      'POST /portal/customer_documents/upload',
      'PATCH /portal/customer_documents/submit',
      'DELETE /portal/customer_documents/delete',
    ],
  },
  listFlightDocuments: {
    route: 'GET /portal/flight_documents',
    read: readDocumentList('flight_documents'),
    fields: documentFields('flight_documents'),
    changes: [
      'POST /portal/flight_documents/upload',
      'PATCH /portal/flight_documents/submit',
      'DELETE /portal/flight_documents/delete',
    ],
  },
  getWhatsApp: {
    route: 'GET /portal/whats_app',
    read: readWhatsApp,
    fields: [
      ...taskFields(),
      reader('whats_app_number', 'text'),
      reader('agent_app_number', 'text'),
      reader('agent_hours', 'text'),
      reader('agent_link', 'nullableText'),
      optional(reader('agent_enabled', 'flag')),
    ],
    changes: ['PATCH /portal/whats_app/update', 'PATCH /portal/whats_app/submit'],
  },
  getTravelApp: {
    route: 'GET /portal/axus_app',
    read: readTravelApp,
    fields: [
      reader('data', 'object'),
      ...taskFields('data.'),
      reader('data.axus_app_user_id', 'text'),
      reader('data.axus_app_passcode', 'text'),
      optional(reader('data.guidance_header', 'nullableText')),
      optional(reader('data.guidance_body', 'nullableText')),
    ],
    changes: ['POST /portal/axus_app/submit'],
  },
} satisfies Record<string, TaskResponse<TaskRecord>>;

/** What each task's list response reads as once it is in the cache. */
export type TaskResponses = {
  [Name in keyof typeof TASK_RESPONSES]: ReturnType<(typeof TASK_RESPONSES)[Name]['read']>;
};

/** Calls whose response the portal reads only by its status (any 2xx is done). */
export const STATUS_ONLY_ROUTES: readonly string[] = [
  ...Object.values(TASK_RESPONSES).flatMap((task) => task.changes),
  'POST /portal/invoices/paid',
];

export const RESPONSE_FIELDS: ResponseFields[] = [
  {
    route: 'POST /auth/customer_login',
    reader: null,
    fields: [
      page('token', 'text'),
      page('user_id', 'integer'),
      page('user_email', 'text'),
      optional(page('last_access', 'text')),
      // The rejection's text, shown beside the button (any 4xx).
      page('message', 'text'),
    ],
  },
  {
    route: 'GET /portal',
    reader: { name: 'readProfile', read: readProfile },
    fields: [
      reader('confirmation_id', 'text'),
      reader('prefix', 'text'),
      reader('firstname', 'text'),
      reader('middlename', 'text'),
      reader('lastname', 'text'),
      reader('tour_title', 'text'),
      reader('departure_date', 'text'),
      reader('length', 'integer'),
    ],
  },
  ...Object.entries(TASK_RESPONSES).map(([name, { route, read, fields }]): ResponseFields => ({
    route,
    reader: { name, read },
    fields,
  })),
  {
    route: 'POST /portal/docusign/envelope',
    reader: null,
    fields: [page('envelopeId', 'text')],
  },
  { route: 'GET /portal/docusign/start', reader: null, fields: [page('url', 'text')] },
  { route: 'GET /portal/docusign/envelope', reader: null, fields: [page('url', 'text')] },
  {
    route: 'GET /portal/invoices',
    reader: { name: 'readInvoices', read: readInvoices },
    fields: [
      reader('invoices', 'list'),
      reader('invoices.*.id', 'integer'),
      reader('invoices.*.title', 'text'),
      reader('invoices.*.grand_total', 'number'),
      reader('invoices.*.receipt_total', 'number'),
      reader('invoices.*.status_id', 'integer'),
    ],
  },
  {
    route: 'POST /portal/invoices/create-payment-link',
    reader: null,
    fields: [page('payment_link', 'text'), page('payment_gateway_id', 'integer')],
  },
];
