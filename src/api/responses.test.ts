import { describe, expect, it } from 'vitest';
import {
  readAgreement,
  readAllergyAnswer,
  readAllergyIds,
  readDocument,
  readDocumentList,
  readInvoices,
  readMealRequests,
  readTravelApp,
  UnreadableResponse,
} from './responses';

const travelApp = {
  status: 'uncomplete',
  statusMessages: {},
  guidance_header: null,
  guidance_body: null,
  axus_app_user_id: 'u',
  axus_app_passcode: 'p',
};
const invoice = { id: 1, title: 'Deposit', grand_total: 10, receipt_total: 0, status_id: 2 };

describe('responses the portal reads in more than one shape', () => {
  it('reads the travel app record bare or wrapped in data', () => {
    expect(readTravelApp(travelApp)).toEqual(travelApp);
    expect(readTravelApp({ data: travelApp })).toEqual(travelApp);
  });

  it('reads invoices as a bare list or under invoices', () => {
    expect(readInvoices([invoice])).toEqual([invoice]);
    expect(readInvoices({ invoices: [invoice] })).toEqual([invoice]);
  });

  it.each([
    [{ id: 3 }, 3],
    [{ meta_id: 4 }, 4],
    [{ document_id: '5' }, 5],
    [{ id: 3, meta_id: 4, document_id: 5 }, 3],
    [{ meta_id: 4, document_id: 5 }, 4],
    [{ id: 'x' }, null],
    [{}, null],
  ])('reads the document id of %o as %s', (document, expected) => {
    expect(readDocument({ path: '/a.jpg', ...document }).id).toBe(expected);
  });

  it('names a document by title, then name, then the file name of its path', () => {
    const base = { path: '/f/ticket%20one.pdf', mime_type: 'application/pdf' };
    expect(readDocument({ ...base, title: 'Passport', name: 'x' }).name).toBe('Passport');
    expect(readDocument({ ...base, name: 'E-ticket' }).name).toBe('E-ticket');
    expect(readDocument(base).name).toBe('ticket one.pdf');
  });

  it('takes the type from the path when the server sends none', () => {
    expect(readDocument({ path: '/a/scan.PNG' }).mimeType).toBe('image/png');
    expect(readDocument({ path: '/a/scan', mime_type: 'application/pdf' }).mimeType).toBe(
      'application/pdf',
    );
  });

  it('lists passports and flights under one name', () => {
    const body = { status: 'uncomplete', flight_documents: [{ id: 1, path: '/t.pdf' }] };
    expect(readDocumentList('flight_documents')(body)).toEqual({
      status: 'uncomplete',
      statusMessages: {},
      documents: [{ id: 1, path: '/t.pdf', name: 't.pdf', mimeType: 'application/pdf' }],
    });
  });

  it.each([
    [
      [1, '2', 'x'],
      [1, 2],
    ],
    ['[3, 4]', [3, 4]],
    ['5,6', [5, 6]],
    [7, [7]],
    ['', []],
    [null, []],
  ])('reads allergy ids %j as %j', (input, expected) => {
    expect(readAllergyIds(input)).toEqual(expected);
  });

  it.each([
    [1, true],
    [true, true],
    ['1', true],
    [0, false],
    [false, false],
    [null, null],
    [undefined, null],
  ])('reads the allergy body %j as %j', (input, expected) => {
    expect(readAllergyAnswer(input)).toBe(expected);
  });

  it('reads the older meal_special_request and drops allergies of a "no"', () => {
    const { passengers } = readMealRequests({
      status: 'uncomplete',
      passengers: [
        { id: 1, firstname: 'A', lastname: 'B', has_allergies: 0, food_allergies: '1,2' },
        { id: 2, firstname: 'C', lastname: 'D', meal_special_request: 'Vegan' },
      ],
    });
    expect(passengers[0]).toMatchObject({
      has_allergies: false,
      food_allergies: [],
      meal_request: '',
    });
    expect(passengers[1]).toMatchObject({ has_allergies: null, meal_request: 'Vegan' });
  });

  it.each([undefined, null, 'oops', 42, []])(
    'calls a response %j that is not a record unreadable',
    (body) => {
      expect(() => readTravelApp(body)).toThrow(UnreadableResponse);
      expect(() => readAgreement(body)).toThrow(UnreadableResponse);
      expect(() => readMealRequests(body)).toThrow(UnreadableResponse);
      expect(() => readDocumentList('customer_documents')(body)).toThrow(UnreadableResponse);
    },
  );

  it.each([undefined, null, 'oops', 42, {}, { data: [invoice] }, { invoices: 'x' }])(
    'calls an invoices response %j that is neither a list nor { invoices: [...] } unreadable',
    (body) => {
      expect(() => readInvoices(body)).toThrow(UnreadableResponse);
    },
  );
});
