/**
 * The mutation run's changes, derived rather than listed: every needed field of the field map
 * beside the readers (src/api/responseFields.ts) is removed, retyped and renamed, aimed at every
 * interaction whose expected response holds it (each must fail); every variation openapi.yaml
 * allows and the readers accept is made too (each must pass). A needed field that no interaction
 * asserts counts as missed.
 */
import { readFileSync } from 'node:fs';
import {
  RESPONSE_FIELDS,
  STATUS_ONLY_ROUTES,
  type FieldUse,
} from '../../src/api/responseFields.js';
import { pactFiles } from '../verifier/verifyPacts.js';
import { fieldChange, holds, routeOf, type Change, type Mutation } from './damage.js';
import type { Reply } from './server.js';

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: unknown } };
}

const interactions: PactInteraction[] = pactFiles().flatMap(
  (file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteraction[] }).interactions,
);

const routeOfInteraction = (i: PactInteraction) => routeOf(`${i.request.method} ${i.request.path}`);
const onRoute = (route: string) => interactions.filter((i) => routeOfInteraction(i) === route);
const names = (list: PactInteraction[]) => list.map((i) => i.description);

/** The interactions of a route whose expected response holds the field. */
const asserting = (route: string, field: FieldUse) =>
  onRoute(route).filter((i) => holds(i.response.body?.content, field.path.split('.')));

/** Nullable texts are not retyped: a pact cannot tell "null or a string" from a number. */
const changesFor = (field: FieldUse): Change[] =>
  field.form === 'nullableText' ? ['drop', 'rename'] : ['drop', 'retype', 'rename'];

export const UNTYPED = RESPONSE_FIELDS.flatMap((a) =>
  a.fields
    .filter((f) => !f.optional && f.form === 'nullableText')
    .map((f) => `${a.route} ${f.path}`),
);

const withStatus = (status: number) => (reply: Reply) => ({ ...reply, status });

/** Status codes and shapes the portal acts on (beyond single fields). */
const SHAPES: Mutation[] = [
  {
    interactions: ['a sign-in with a known e-mail and reservation number'],
    route: 'POST /auth/customer_login',
    what: 'status 201 instead of 200 (the portal signs in on 200 only)',
    apply: withStatus(201),
  },
  {
    interactions: ['a sign-in with a wrong reservation number'],
    route: 'POST /auth/customer_login',
    what: 'status 500, not a 4xx',
    apply: withStatus(500),
  },
  {
    interactions: ['a request for the guest profile with an expired session'],
    route: 'GET /portal',
    what: 'status 403 instead of 401',
    apply: (r) => (r.status === 401 ? { ...r, status: 403 } : r),
  },
  {
    interactions: ['a request for a signing address'],
    route: 'GET /portal/docusign/start',
    what: 'url relative',
    apply: (r) => ({ ...r, body: { url: '/sign/here' } }),
  },
  {
    interactions: names(onRoute('GET /portal/axus_app')),
    route: 'GET /portal/axus_app',
    what: 'record bare, not in data',
    apply: (r) => ({ ...r, body: (r.body as Record<string, unknown>).data }),
  },
  {
    interactions: names(onRoute('GET /portal/invoices')),
    route: 'GET /portal/invoices',
    what: 'list bare, not in invoices',
    apply: (r) => ({ ...r, body: (r.body as Record<string, unknown>).invoices }),
  },
  {
    interactions: ['a request for an invoice PDF'],
    route: 'POST /portal/pdf',
    what: 'JSON instead of a PDF',
    apply: (r) => ({ ...r, bytes: undefined, body: { url: 'https://files.example/invoice.pdf' } }),
  },
];

/** The banner maps (`statusMessages`, `envelopeStatusMessages`) the pacts assert. */
const bannerMaps = RESPONSE_FIELDS.flatMap(({ route, fields }) =>
  fields
    .filter((f) => !f.optional && /(^|\.)(envelopeS|s)tatusMessages$/.test(f.path))
    .map((field) => ({ route, field })),
);

export const MUTATIONS: Mutation[] = [
  ...RESPONSE_FIELDS.flatMap(({ route, fields }) =>
    fields
      .filter((f) => !f.optional)
      .flatMap((f) =>
        changesFor(f).map((change) =>
          fieldChange(names(asserting(route, f)), route, f.path, change),
        ),
      ),
  ),
  ...SHAPES,
];

const EXTRA = { added_later: { any: 'thing' } };
const empty = { type: 'application/octet-stream', data: Buffer.alloc(0) };

/** Variations openapi.yaml allows and the readers accept: each must pass. */
export const TOLERATED: Mutation[] = [
  {
    interactions: names(interactions),
    route: '*',
    what: 'no x-last-access header on any response',
    apply: (r) => ({ ...r, headers: {} }),
  },
  ...RESPONSE_FIELDS.map(({ route }): Mutation => ({
    interactions: names(onRoute(route)),
    route,
    what: 'an extra field',
    apply: (r) =>
      r.status < 300 && typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body)
        ? { ...r, body: { ...r.body, ...EXTRA } }
        : r,
  })),
  ...RESPONSE_FIELDS.flatMap(({ route, fields }) =>
    fields
      .filter((f) => f.optional)
      .map((f) => fieldChange(names(onRoute(route)), route, f.path, 'drop')),
  ),
  ...bannerMaps.map(({ route, field }) =>
    fieldChange(names(asserting(route, field)), route, field.path, 'more statuses'),
  ),
  ...STATUS_ONLY_ROUTES.flatMap((route): Mutation[] => [
    {
      interactions: names(onRoute(route)),
      route,
      what: '204 without a body',
      apply: (r) => (r.status < 300 ? { status: 204, headers: r.headers, bytes: empty } : r),
    },
    {
      interactions: names(onRoute(route)),
      route,
      what: '201 with an empty object',
      apply: (r) => (r.status < 300 ? { ...r, status: 201, body: {} } : r),
    },
  ]),
  {
    interactions: ['a request for the guest profile with an expired session'],
    route: 'GET /portal',
    what: '401 with a text body',
    apply: (r) =>
      r.status === 401
        ? { status: 401, bytes: { type: 'text/plain', data: Buffer.from('Session expired') } }
        : r,
  },
  {
    interactions: ['a request for the guest profile with an expired session'],
    route: 'GET /portal',
    what: '401 without a body',
    apply: (r) => (r.status === 401 ? { status: 401, bytes: empty } : r),
  },
];
