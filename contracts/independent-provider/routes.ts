/**
 * The API as a second team would build it from the product description alone: its own texts,
 * the canonical response shapes, only the fields the description asks for, and its own choices
 * where the description leaves one (409 and 423 rejections, 422 for a malformed number).
 */
import {
  ALLERGY_GROUPS,
  MEAL_OPTIONS,
  PAYMENT_GATEWAY_ID,
  balanceOf,
  newToken,
  type StoredDocument,
  type Task,
  type World,
} from './world.js';

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw bytes with their content type (the PDF, or a damaged answer). */
  bytes?: { type: string; data: Buffer };
  headers?: Record<string, string>;
}

export interface Call {
  world: World;
  method: string;
  path: string;
  query: URLSearchParams;
  json: Record<string, unknown>;
  /** Whether the body was multipart with a file in the expected field. */
  fileField: string | null;
}

const ok = (body: unknown = { message: 'Done.' }): Reply => ({ status: 200, body });
const reject = (status: number, message: string): Reply => ({ status, body: { message } });

/** Only the current status has a banner text: which ones a server lists is its choice. */
const banner = (w: World, task: Task) => ({
  status: w.statuses[task],
  statusMessages: {
    [w.statuses[task]]: { header: `Task: ${task}`, body: `This task is ${w.statuses[task]}.` },
  },
});

const signingUrl = (w: World) =>
  `https://sign.independent.example/s/${w.envelope?.id ?? ''}?t=${newToken()}`;

const signable = (w: World) => w.envelope?.status === 'sent' || w.envelope?.status === 'delivered';

const locked = (w: World, task: Task): Reply | null =>
  w.statuses[task] === 'uncomplete' ? null : reject(423, 'This task is locked.');

const documentList = (call: Call, task: 'passports' | 'flights', key: string): Reply => ({
  status: 200,
  body: { status: call.world.statuses[task], [key]: call.world[task] },
});

const upload = (call: Call, task: 'passports' | 'flights', field: string): Reply => {
  if (call.fileField !== field) return reject(422, `Expected one file in ${field}.`);
  const w = call.world;
  const rejected = locked(w, task);
  if (rejected) return rejected;
  // 12 per list, or one per passenger when the booking has more (openapi.yaml).
  if (w[task].length >= Math.max(12, w.passengers.length)) return reject(400, 'The list is full.');
  const id = w.nextId++;
  const stored: StoredDocument = { id, path: `/docs/${id}/file`, name: 'file', mime_type: '' };
  w[task].push(stored);
  return ok({ message: 'Stored.' });
};

const remove = (call: Call, task: 'passports' | 'flights', id: number): Reply => {
  const w = call.world;
  const rejected = locked(w, task);
  if (rejected) return rejected;
  const before = w[task].length;
  w[task] = w[task].filter((d) => d.id !== id);
  return w[task].length < before ? ok() : reject(404, 'No such document.');
};

const submit = (call: Call, task: Task, field: string, value: string, next = value): Reply => {
  if (call.json[field] !== value) return reject(422, `${field} must be ${value}.`);
  const rejected = locked(call.world, task);
  if (rejected) return rejected;
  call.world.statuses[task] = next;
  return ok();
};

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Handler = (call: Call, id: number) => Reply;

const ROUTES: Partial<Record<string, Handler>> = {
  'GET /portal': ({ world: w }) =>
    ok({
      confirmation_id: w.reservation,
      prefix: 'Sra.',
      firstname: 'Ana',
      middlename: 'Maria',
      lastname: 'Souza',
      tour_title: 'Patagonia Explorer',
      departure_date: '2026-09-03T00:00:00+00:00',
      length: 9,
    }),
  'GET /portal/docusign': ({ world: w }) =>
    ok({
      ...banner(w, 'agreement'),
      recipientEmail: w.email,
      envelopeId: w.envelope?.id ?? null,
      envelopeStatus: w.envelope?.status ?? null,
      signingUrl: signable(w) ? signingUrl(w) : null,
      // Only the current envelope status has a text.
      envelopeStatusMessages: w.envelope
        ? {
            [w.envelope.status]: {
              header: 'Envelope',
              body: `Your envelope is ${w.envelope.status}.`,
            },
          }
        : {},
    }),
  'POST /portal/docusign/envelope': ({ world: w }) => {
    if (w.envelope) return reject(409, 'An envelope exists already.');
    w.envelope = { id: `env_${w.nextId++}`, status: 'sent' };
    return ok({ envelopeId: w.envelope.id, envelopeStatus: 'sent', signingUrl: signingUrl(w) });
  },
  'GET /portal/docusign/start': ({ world: w, query }) =>
    w.envelope?.id === query.get('id')
      ? ok({ url: signingUrl(w) })
      : reject(404, 'Unknown envelope.'),
  'GET /portal/docusign/envelope': ({ world: w, query }) => {
    if (w.envelope?.id !== query.get('id')) return reject(404, 'Unknown envelope.');
    if (w.envelope.status !== 'completed') return reject(409, 'Not signed yet.');
    return ok({ url: `https://files.independent.example/signed/${w.envelope.id}?sig=abc` });
  },
  'PATCH /portal/docusign/submit': (call) =>
    call.world.envelope?.status === 'completed'
      ? submit(call, 'agreement', 'agreement_status', 'completed')
      : reject(409, 'Nothing signed yet.'),
  'GET /portal/meal_requests': ({ world: w }) =>
    ok({
      ...banner(w, 'meals'),
      passengers: w.passengers,
      meal_choice: MEAL_OPTIONS,
      food_allergies: ALLERGY_GROUPS,
    }),
  'PATCH /portal/meal_requests/update': ({ world: w, json }) => {
    const passenger = w.passengers.find((p) => p.id === json.passenger_id);
    if (!passenger) return reject(404, 'No such passenger.');
    const rejected = locked(w, 'meals');
    if (rejected) return rejected;
    const known = new Set(ALLERGY_GROUPS.flatMap((g) => g.allergies.map((a) => a.id)));
    const allergies = Array.isArray(json.food_allergies) ? json.food_allergies : [];
    if (!MEAL_OPTIONS.some((o) => o.id === json.meal_choice) && json.meal_choice !== null)
      return reject(422, 'Unknown meal option.');
    if (!allergies.every((a) => typeof a === 'number' && known.has(a)))
      return reject(422, 'Unknown allergy.');
    Object.assign(passenger, {
      meal_choice: json.meal_choice,
      has_allergies: json.has_food_allergies === true,
      food_allergies: allergies,
      meal_request: typeof json.meal_request === 'string' ? json.meal_request : null,
    });
    return ok();
  },
  'PATCH /portal/meal_requests/submit': (call) =>
    submit(call, 'meals', 'meal_request_status', 'processing'),
  'GET /portal/customer_documents': (call) => documentList(call, 'passports', 'customer_documents'),
  'POST /portal/customer_documents/upload': (call) =>
    upload(call, 'passports', 'customer_documents[0]'),
  'PATCH /portal/customer_documents/submit': (call) =>
    submit(call, 'passports', 'customer_document_status', 'processing'),
  'DELETE /portal/customer_documents/delete': (call, id) => remove(call, 'passports', id),
  'GET /portal/flight_documents': (call) => documentList(call, 'flights', 'flight_documents'),
  'POST /portal/flight_documents/upload': (call) => upload(call, 'flights', 'flight_documents[0]'),
  'PATCH /portal/flight_documents/submit': (call) =>
    submit(call, 'flights', 'flight_document_status', 'processing'),
  'DELETE /portal/flight_documents/delete': (call, id) => remove(call, 'flights', id),
  'GET /portal/whats_app': ({ world: w }) =>
    ok({
      ...banner(w, 'whatsapp'),
      whats_app_number: w.whatsAppNumber,
      agent_app_number: '+55 11 4000-1234',
      agent_hours: '08:00-20:00 BRT, every day',
      agent_link: null,
    }),
  'PATCH /portal/whats_app/update': ({ world: w, json }) => {
    const number = json.whats_app_number;
    if (typeof number !== 'string' || !/^\+\d{10,15}$/.test(number))
      return reject(422, 'Use + and 10 to 15 digits.');
    const rejected = locked(w, 'whatsapp');
    if (rejected) return rejected;
    w.whatsAppNumber = number;
    return ok({ message: 'Saved.' });
  },
  'PATCH /portal/whats_app/submit': (call) =>
    submit(call, 'whatsapp', 'whats_app_status', 'completed'),
  'GET /portal/axus_app': ({ world: w }) =>
    ok({
      data: {
        ...banner(w, 'travelApp'),
        guidance_header: null,
        guidance_body: null,
        axus_app_user_id: w.credentials?.userId ?? null,
        axus_app_passcode: w.credentials?.passcode ?? null,
      },
    }),
  'POST /portal/axus_app/submit': (call) =>
    submit(call, 'travelApp', 'axus_app_status', 'processing'),
  'GET /portal/invoices': ({ world: w }) => ok({ invoices: w.invoices }),
  'POST /portal/invoices/create-payment-link': ({ world: w, json }) => {
    const invoice = w.invoices.find((i) => i.id === json.invoice_id);
    if (!invoice || invoice.status_id !== 2) return reject(404, 'No payable invoice.');
    if (json.amount !== balanceOf(invoice)) return reject(422, 'The amount is not the balance.');
    return ok({ payment_link: `pl-${newToken()}`, payment_gateway_id: PAYMENT_GATEWAY_ID });
  },
  'POST /portal/invoices/paid': ({ world: w, json }) => {
    const approved = w.approved.get(String(json.transaction_id));
    if (
      !approved ||
      approved.invoiceId !== json.invoice_id ||
      approved.amount !== json.received_amount
    )
      return reject(409, 'The gateway does not know this payment.');
    const invoice = w.invoices.find((i) => i.id === approved.invoiceId);
    if (invoice) Object.assign(invoice, { receipt_total: invoice.grand_total, status_id: 3 });
    return ok();
  },
  'POST /portal/pdf': ({ world: w, json }) =>
    w.invoices.some((i) => i.id === json.id)
      ? { status: 200, bytes: { type: 'application/pdf', data: MINIMAL_PDF } }
      : reject(404, 'No such invoice.'),
};

/** The route for a method and path; `/delete/{id}` routes carry the id. */
export function route(method: string, path: string): { handler: Handler; id: number } | null {
  const withId = /^(.*\/delete)\/(\d+)$/.exec(path);
  const key = `${method} ${withId ? withId[1] : path}`;
  const handler = ROUTES[key];
  return handler ? { handler, id: Number(withId?.[2] ?? NaN) } : null;
}
