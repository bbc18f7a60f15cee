/**
 * One-field damages to the independent provider's answers, each of something the portal needs:
 * a field it reads removed or given the wrong type, a shape it relies on broken, or a status
 * it acts on changed. Every one must make verification of the named interaction fail.
 */
import type { Reply } from './server.js';
import {
  AGREEMENT,
  ENVELOPE,
  FLIGHTS,
  INVOICES,
  MEALS,
  PASSPORTS,
  PROFILE,
  SIGN_IN,
  SIGNING_ADDRESS,
  TRAVEL_APP,
  WHATSAPP,
  WRONG_SIGN_IN,
  field,
  reshape,
  unwrap,
  type Change,
  type Mutation,
} from './damage.js';

const drop = (...paths: string[]): Array<[string, Change]> => paths.map((p) => [p, 'drop']);

/** Per interaction and route: the fields removed or retyped, one mutation each. */
const FIELD_DAMAGES: Array<[string, string, Array<[string, Change]>]> = [
  [
    SIGN_IN,
    'POST /auth/customer_login',
    [...drop('token', 'user_id', 'user_email'), ['token', 'number'], ['user_id', 'string']],
  ],
  [WRONG_SIGN_IN, 'POST /auth/customer_login', [...drop('message'), ['message', 'object']]],
  [
    PROFILE,
    'GET /portal',
    [
      ...drop('confirmation_id', 'firstname', 'lastname', 'tour_title', 'departure_date', 'length'),
      ['confirmation_id', 'number'],
      ['departure_date', 'string'],
      ['length', 'string'],
    ],
  ],
  [
    AGREEMENT,
    'GET /portal/docusign',
    [
      ...drop('status', 'statusMessages', 'recipientEmail', 'envelopeId', 'envelopeStatusMessages'),
      ...drop('statusMessages.*.header'),
      ['statusMessages', 'string'],
      ['statusMessages.*', 'string'],
      ['statusMessages.*.body', 'number'],
      ['envelopeStatusMessages.*.header', 'number'],
      ['envelopeId', 'string'],
    ],
  ],
  [ENVELOPE, 'POST /portal/docusign/envelope', [...drop('envelopeId'), ['envelopeId', 'number']]],
  [SIGNING_ADDRESS, 'GET /portal/docusign/start', drop('url')],
  ['a request for the signed agreement PDF', 'GET /portal/docusign/envelope', drop('url')],
  [
    MEALS,
    'GET /portal/meal_requests',
    [
      ...drop('status', 'passengers', 'meal_choice', 'food_allergies'),
      ...['id', 'firstname', 'lastname', 'meal_choice', 'has_allergies', 'food_allergies'].map(
        (f): [string, Change] => [`passengers.*.${f}`, 'drop'],
      ),
      ['passengers.*.id', 'string'],
      ['passengers.*.firstname', 'number'],
      ['meal_choice.*.id', 'string'],
      ['meal_choice.*.label', 'string'],
      ...drop('food_allergies.*.group_label', 'food_allergies.*.allergies.*.Label'),
      ['food_allergies.*.allergies.*.id', 'string'],
    ],
  ],
  [
    PASSPORTS,
    'GET /portal/customer_documents',
    [
      ...drop('status', 'customer_documents'),
      ...drop('customer_documents.*.id', 'customer_documents.*.path'),
      ...drop('customer_documents.*.mime_type'),
      ['customer_documents.*.id', 'string'],
    ],
  ],
  [
    FLIGHTS,
    'GET /portal/flight_documents',
    [
      ['flight_documents.*.path', 'number'],
      ['flight_documents.*.mime_type', 'number'],
    ],
  ],
  [
    WHATSAPP,
    'GET /portal/whats_app',
    [
      ...drop('status', 'statusMessages', 'whats_app_number', 'agent_app_number', 'agent_hours'),
      ...drop('agent_link'),
      ['whats_app_number', 'number'],
      ['agent_hours', 'object'],
    ],
  ],
  [
    TRAVEL_APP,
    'GET /portal/axus_app',
    [
      ...drop('data.status', 'data.statusMessages', 'data.axus_app_user_id'),
      ...drop('data.axus_app_passcode'),
      ['data.axus_app_passcode', 'number'],
    ],
  ],
  [
    INVOICES,
    'GET /portal/invoices',
    [
      ...['id', 'title', 'grand_total', 'receipt_total', 'status_id'].map((f): [string, Change] => [
        `invoices.*.${f}`,
        'drop',
      ]),
      ['invoices.*.grand_total', 'string'],
      ['invoices.*.status_id', 'string'],
    ],
  ],
  [
    'a request for a payment link',
    'POST /portal/invoices/create-payment-link',
    [...drop('payment_link', 'payment_gateway_id'), ['payment_gateway_id', 'string']],
  ],
];

const withStatus = (status: number) => (reply: Reply) => ({ ...reply, status });

/** Damages to status codes, headers and shapes the portal acts on. */
const RESHAPES: Mutation[] = [
  reshape(SIGN_IN, 'POST /auth/customer_login', 'status 201 instead of 200', withStatus(201)),
  reshape(WRONG_SIGN_IN, 'POST /auth/customer_login', 'status 500, not a 4xx', withStatus(500)),
  reshape(PROFILE, 'GET /portal', 'x-last-access header removed', (r) => ({ ...r, headers: {} })),
  reshape(
    'a request for the guest profile with an expired session',
    'GET /portal',
    'status 403 instead of 401',
    (r) => (r.status === 401 ? { ...r, status: 403 } : r),
  ),
  reshape(SIGNING_ADDRESS, 'GET /portal/docusign/start', 'url relative', (r) => ({
    ...r,
    body: { url: '/sign/here' },
  })),
  reshape(
    'a submission of the meal requests',
    'PATCH /portal/meal_requests/submit',
    'answer not JSON',
    (r) => ({ ...r, body: undefined, bytes: { type: 'text/plain', data: Buffer.from('OK') } }),
  ),
  reshape(TRAVEL_APP, 'GET /portal/axus_app', 'record bare, not in data', unwrap('data')),
  reshape(INVOICES, 'GET /portal/invoices', 'list bare, not in invoices', unwrap('invoices')),
  reshape('a request for an invoice PDF', 'POST /portal/pdf', 'JSON instead of a PDF', (r) => ({
    ...r,
    bytes: undefined,
    body: { url: 'https://files.independent.example/invoice.pdf' },
  })),
];

export const MUTATIONS: Mutation[] = [
  ...FIELD_DAMAGES.flatMap(([interaction, route, damages]) =>
    damages.map(([path, change]) => field(interaction, route, path, change)),
  ),
  ...RESHAPES,
];

const extraField = (reply: Reply): Reply => ({
  ...reply,
  body: { ...(reply.body as Record<string, unknown>), added_later: { any: 'thing' } },
});

/**
 * Controls: changes the product allows a server to make, which the pacts must let pass (so a
 * caught mutation is caught for its damage, not because the interaction fails anyway).
 */
export const TOLERATED: Mutation[] = [
  reshape(PROFILE, 'GET /portal', 'extra field', extraField),
  reshape(PROFILE, 'GET /portal', 'prefix and middle name sent', (r) => ({
    ...r,
    body: { ...(r.body as Record<string, unknown>), prefix: 'Sra.', middlename: 'Maria' },
  })),
  reshape(SIGN_IN, 'POST /auth/customer_login', 'message and last_access sent', (r) => ({
    ...r,
    body: { ...(r.body as Record<string, unknown>), message: 'Hi', last_access: '2026-01-01' },
  })),
  reshape(AGREEMENT, 'GET /portal/docusign', 'title sent, more banner texts', (r) => {
    const body = r.body as Record<string, unknown>;
    const more = { archived: { header: 'Archived', body: 'Kept for your records.' } };
    return {
      ...r,
      body: {
        ...body,
        title: 'Agreement',
        statusMessages: { ...(body.statusMessages ?? {}), ...more },
      },
    };
  }),
  field(PASSPORTS, 'GET /portal/customer_documents', 'customer_documents.*.name', 'drop'),
  reshape(INVOICES, 'GET /portal/invoices', 'extra field', extraField),
  field(WHATSAPP, 'GET /portal/whats_app', 'statusMessages.*', 'drop'),
];
