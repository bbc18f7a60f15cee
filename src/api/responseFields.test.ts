import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as responses from './responses';
import { RESPONSE_FIELDS } from './responseFields';

type Loose = Record<string, unknown>;

/**
 * Wraps a sample response so every property a reader asks for (read or tested with `in`) is
 * recorded as a dotted path; list elements are recorded as `*`. Spreading copies nothing the
 * sample does not hold, so a reader's pass-through fields are not counted as read by it.
 */
function recording(sample: unknown, seen: Set<string>, at = ''): unknown {
  if (typeof sample !== 'object' || sample === null) return sample;
  const join = (key: string) => (at ? `${at}.${key}` : key);
  return new Proxy(sample, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      if (Array.isArray(target)) {
        return /^\d+$/.test(key) ? recording(value, seen, join('*')) : value;
      }
      seen.add(join(key));
      return recording(value, seen, join(key));
    },
    has(target, key) {
      if (typeof key === 'string' && !Array.isArray(target)) seen.add(join(key));
      return Reflect.has(target, key);
    },
  });
}

/**
 * Samples shaped so each reader walks every branch (a list element, allergies answered); a task's
 * response needs only its banner unless listed.
 */
const banners = { $status: {} };
const SAMPLES: Record<string, () => Loose> = {
  readProfile: () => ({}),
  getAgreement: () => ({
    statusMessages: banners,
    envelopeStatusMessages: { $envelopeStatus: {} },
  }),
  getTravelApp: () => ({ data: { statusMessages: banners } }),
  readInvoices: () => ({
    invoices: [{ id: 1, grand_total: 1, receipt_total: 0, status_id: 2 }],
  }),
  getMealRequests: () => ({
    statusMessages: banners,
    passengers: [{ id: 1, has_allergies: true }],
    meal_choice: [{ id: 1 }],
    food_allergies: [{ group_id: 1, allergies: [{ id: 1, Label: 'Sesame' }] }],
  }),
  listCustomerDocuments: () => ({ statusMessages: banners, customer_documents: [{}] }),
  listFlightDocuments: () => ({ statusMessages: banners, flight_documents: [{}] }),
};
const sampleFor = (name: string): Loose =>
  (SAMPLES[name] ?? (() => ({ statusMessages: banners })))();

/** Readers used only inside the ones above, and the document list's reader factory. */
const INNER_READERS = new Set([
  'readDocument',
  'readDocumentList',
  'readInvoice',
  'readAllergyIds',
  'readAllergyAnswer',
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

describe('the response field map', () => {
  it('lists every reader of responses.ts', () => {
    const mapped = new Set<unknown>(RESPONSE_FIELDS.map((a) => a.reader?.read));
    const unmapped = Object.entries(responses)
      .filter(([name, value]) => name.startsWith('read') && typeof value === 'function')
      .filter(([name, value]) => !INNER_READERS.has(name) && !mapped.has(value))
      .map(([name]) => name);
    expect(unmapped).toEqual([]);
  });

  it.each(
    RESPONSE_FIELDS.flatMap(({ route, reader, fields }) =>
      reader ? [{ route, reader, fields }] : [],
    ),
  )('$route: the map lists exactly what $reader.name reads', ({ reader, fields }) => {
    const seen = new Set<string>();
    reader.read(recording(sampleFor(reader.name), seen));
    const listed = fields.filter((f) => f.by === 'reader').map((f) => f.path);
    expect([...seen].sort()).toEqual([...listed].sort());
  });

  it('names only fields the pages and the sign-in use', () => {
    const code = sourceFiles('src')
      .filter((file) => !file.endsWith('generated.ts') && !file.endsWith('responseFields.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = RESPONSE_FIELDS.flatMap((a) => a.fields)
      .filter((f) => f.by === 'page')
      .map((f) => f.path.split('.').pop() ?? '')
      .filter((name) => !name.startsWith('$') && !new RegExp(`\\b${name}\\b`).test(code));
    expect(unused).toEqual([]);
  });
});
