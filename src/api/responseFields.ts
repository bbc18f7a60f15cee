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
  /** The function in responses.ts that reads the response when it enters the cache, if any. */
  reader: string | null;
  fields: FieldUse[];
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

/** Calls whose response the portal reads only by its status (any 2xx is done). */
export const STATUS_ONLY_ROUTES = [
  'PATCH /portal/docusign/submit',
  'PATCH /portal/meal_requests/update',
  'PATCH /portal/meal_requests/submit',
  'POST /portal/customer_documents/upload',
  'PATCH /portal/customer_documents/submit',
  'DELETE /portal/customer_documents/delete',
  'POST /portal/flight_documents/upload',
  'PATCH /portal/flight_documents/submit',
  'DELETE /portal/flight_documents/delete',
  'PATCH /portal/whats_app/update',
  'PATCH /portal/whats_app/submit',
  'POST /portal/axus_app/submit',
  'POST /portal/invoices/paid',
] as const;

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
    reader: 'readProfile',
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
  {
    route: 'GET /portal/docusign',
    reader: 'readAgreement',
    fields: [
      ...taskFields(),
      optional(reader('title', 'text')),
      reader('recipientEmail', 'text'),
      reader('envelopeId', 'text'),
      reader('envelopeStatus', 'text'),
      reader('signingUrl', 'text'),
      ...bannerFields('envelopeStatusMessages', '$envelopeStatus'),
    ],
  },
  {
    route: 'POST /portal/docusign/envelope',
    reader: null,
    fields: [page('envelopeId', 'text')],
  },
  { route: 'GET /portal/docusign/start', reader: null, fields: [page('url', 'text')] },
  { route: 'GET /portal/docusign/envelope', reader: null, fields: [page('url', 'text')] },
  {
    route: 'GET /portal/meal_requests',
    reader: 'readMealRequests',
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
  },
  {
    route: 'GET /portal/customer_documents',
    reader: 'readDocumentList:customer_documents',
    fields: documentFields('customer_documents'),
  },
  {
    route: 'GET /portal/flight_documents',
    reader: 'readDocumentList:flight_documents',
    fields: documentFields('flight_documents'),
  },
  {
    route: 'GET /portal/whats_app',
    reader: 'readWhatsApp',
    fields: [
      ...taskFields(),
      reader('whats_app_number', 'text'),
      reader('agent_app_number', 'text'),
      reader('agent_hours', 'text'),
      reader('agent_link', 'nullableText'),
      optional(reader('agent_enabled', 'flag')),
    ],
  },
  {
    route: 'GET /portal/axus_app',
    reader: 'readTravelApp',
    fields: [
      reader('data', 'object'),
      ...taskFields('data.'),
      reader('data.axus_app_user_id', 'text'),
      reader('data.axus_app_passcode', 'text'),
      optional(reader('data.guidance_header', 'nullableText')),
      optional(reader('data.guidance_body', 'nullableText')),
    ],
  },
  {
    route: 'GET /portal/invoices',
    reader: 'readInvoices',
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
