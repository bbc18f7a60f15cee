/**
 * Every field a page reads, given a null, a wrong type and an object: no reader throws, and what
 * comes out has the field's type (text is text, numbers are finite, lists hold readable entries).
 */
import { describe, expect, it } from 'vitest';
import { readInvoices } from './invoices';
import { readMealRequests } from './meals';
import { readProfile } from './profile';
import { readAgreement, readTravelApp, readWhatsApp } from './tasks';
import { readDocumentList } from './documents';

const HOSTILE: [string, unknown][] = [
  ['null', null],
  ['a number', 20261103],
  ['NaN-ish text', 'abc'],
  ['an object', { nested: true }],
  ['a list', [1]],
  ['a 300-character word', 'W'.repeat(300)],
];

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isNumberOrNull = (value: unknown) => value === null || isNumber(value);

type Check = (value: unknown) => boolean;
type Shape = Record<string, Check>;

function expectShape(record: unknown, shape: Shape) {
  expect(record).toBeTypeOf('object');
  const fields = record as Record<string, unknown>;
  Object.entries(shape).forEach(([field, check]) => {
    expect(check(fields[field]), `${field}: ${JSON.stringify(fields[field])}`).toBe(true);
  });
}

const messagesAreText = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (message: { header: unknown; body: unknown }) => isText(message.header) && isText(message.body),
  );

const TASK_SHAPE: Shape = { status: isTextOrNull, statusMessages: messagesAreText };

/** Each field replaced in turn by every hostile value, and the message fields too. */
function eachHostile(sample: Record<string, unknown>) {
  const cases: [string, Record<string, unknown>][] = [];
  Object.keys(sample).forEach((field) =>
    HOSTILE.forEach(([label, value]) =>
      cases.push([`${field} as ${label}`, { ...sample, [field]: value }]),
    ),
  );
  HOSTILE.forEach(([label, value]) => {
    cases.push([
      `a status message's header as ${label}`,
      { ...sample, statusMessages: { uncomplete: { header: value, body: 'Body' } } },
    ]);
    cases.push([
      `a status message as ${label}`,
      { ...sample, statusMessages: { uncomplete: value } },
    ]);
  });
  return cases;
}

const profile = {
  confirmation_id: 'AB123',
  prefix: 'Mr',
  firstname: 'Taro',
  middlename: null,
  lastname: 'Yamada',
  tour_title: 'Kyoto',
  departure_date: '2026-11-03',
  length: 10,
};

describe('the profile reader', () => {
  it.each(eachHostile(profile))('reads %s', (_label, body) => {
    expectShape(readProfile(body), {
      confirmation_id: isText,
      prefix: isText,
      firstname: isText,
      middlename: isTextOrNull,
      lastname: isText,
      tour_title: isText,
      departure_date: isTextOrNull,
      length: isNumberOrNull,
    });
  });

  it('reads `firstname: 42` and `departure_date: 20261103` as missing', () => {
    expect(readProfile({ ...profile, firstname: 42, departure_date: 20261103 })).toMatchObject({
      firstname: '',
      departure_date: null,
    });
  });
});

const invoice = { id: 7, title: 'Deposit', grand_total: 100, receipt_total: 20, status_id: 2 };
const INVOICE_SHAPE: Shape = {
  id: isNumber,
  title: isText,
  grand_total: isNumber,
  receipt_total: isNumber,
  status_id: isNumber,
};

describe('the invoices reader', () => {
  it.each(eachHostile(invoice))('reads an invoice with %s', (_label, entry) => {
    readInvoices([entry, invoice]).forEach((read) => expectShape(read, INVOICE_SHAPE));
  });

  it.each([null, 42, 'text', [invoice], true])(
    'drops an entry %j that is not a record',
    (entry) => {
      expect(readInvoices([entry, invoice])).toEqual([invoice]);
    },
  );

  it('reads status_id "2" and totals in decimal text as numbers', () => {
    expect(
      readInvoices([{ ...invoice, status_id: '2', grand_total: '100.50', receipt_total: '0' }]),
    ).toEqual([{ ...invoice, status_id: 2, grand_total: 100.5, receipt_total: 0 }]);
  });

  it('drops invoices whose totals or status are not numbers, keeps an untitled one', () => {
    expect(readInvoices([{ ...invoice, grand_total: 'lots' }])).toEqual([]);
    expect(readInvoices([{ ...invoice, status_id: null }])).toEqual([]);
    expect(readInvoices([{ ...invoice, title: { text: 'x' } }])).toEqual([
      { ...invoice, title: 'Invoice #7' },
    ]);
  });
});

const meals = {
  status: 'uncomplete',
  statusMessages: { uncomplete: { header: 'Meals', body: 'Choose' } },
  passengers: [
    {
      id: 1,
      prefix: 'Ms',
      firstname: 'Hana',
      lastname: 'Sato',
      meal_choice: 2,
      has_allergies: 1,
      food_allergies: [3],
      meal_request: 'None',
    },
  ],
  meal_choice: [{ id: 2, label: 'Fish' }],
  food_allergies: [{ group_id: 1, group_label: 'Nuts', allergies: [{ id: 3, Label: 'Peanut' }] }],
};

function expectMealsShape(read: ReturnType<typeof readMealRequests>) {
  expectShape(read, TASK_SHAPE);
  read.passengers.forEach((passenger) =>
    expectShape(passenger, {
      id: isNumber,
      prefix: isTextOrNull,
      firstname: isText,
      lastname: isText,
      meal_choice: isNumberOrNull,
      meal_request: isText,
      food_allergies: (value) => Array.isArray(value) && value.every(isNumber),
    }),
  );
  read.meal_choice.forEach((option) => expectShape(option, { id: isNumber, label: isText }));
  read.food_allergies.forEach((group) => {
    expectShape(group, { group_id: isNumber, group_label: isText });
    group.allergies.forEach((allergy) => expectShape(allergy, { id: isNumber, Label: isText }));
  });
}

describe('the meal requests reader', () => {
  const passenger = meals.passengers[0];
  const cases = [
    ...eachHostile({ ...meals, passengers: meals.passengers }),
    ...eachHostile(passenger).map(([label, entry]): [string, unknown] => [
      `a passenger's ${label}`,
      { ...meals, passengers: [entry] },
    ]),
    ...eachHostile(meals.meal_choice[0]).map(([label, entry]): [string, unknown] => [
      `a meal option's ${label}`,
      { ...meals, meal_choice: [entry, null] },
    ]),
    ...eachHostile(meals.food_allergies[0]).map(([label, entry]): [string, unknown] => [
      `an allergy group's ${label}`,
      { ...meals, food_allergies: [entry, null] },
    ]),
  ];
  it.each(cases)('reads %s', (_label, body) => {
    let read;
    try {
      read = readMealRequests(body);
    } catch {
      // Only a passengers field that is there but not a list may make the whole response unreadable.
      expect((body as { passengers: unknown }).passengers).not.toBeInstanceOf(Array);
      return;
    }
    expectMealsShape(read);
  });

  it('drops an allergy group without its list and a null meal option', () => {
    const read = readMealRequests({
      ...meals,
      meal_choice: [null, ...meals.meal_choice],
      food_allergies: [{ group_id: 9, group_label: 'Broken' }, ...meals.food_allergies],
    });
    expect(read.meal_choice).toEqual(meals.meal_choice);
    expect(read.food_allergies).toEqual(meals.food_allergies);
  });
});

const agreement = {
  title: 'Travel agreement',
  status: 'uncomplete',
  statusMessages: {},
  recipientEmail: 'guest@example.com',
  envelopeId: 'env-1',
  envelopeStatus: 'sent',
  envelopeStatusMessages: { sent: { header: 'Sent', body: 'Check your mail' } },
  signingUrl: 'https://sign.example.com/1',
};

describe('the agreement, WhatsApp and travel app readers', () => {
  it.each(eachHostile(agreement))('reads an agreement with %s', (_label, body) => {
    expectShape(readAgreement(body), {
      ...TASK_SHAPE,
      title: isTextOrNull,
      recipientEmail: isText,
      envelopeId: isTextOrNull,
      envelopeStatus: isTextOrNull,
      envelopeStatusMessages: messagesAreText,
      signingUrl: isTextOrNull,
    });
  });

  const whatsApp = {
    status: 'uncomplete',
    statusMessages: {},
    whats_app_number: '+81 90 0000 0000',
    agent_app_number: '+81 3 0000 0000',
    agent_hours: '9-17',
    agent_link: 'https://wa.me/8130000',
    agent_enabled: true,
  };
  it.each(eachHostile(whatsApp))('reads WhatsApp with %s', (_label, body) => {
    expectShape(readWhatsApp(body), {
      ...TASK_SHAPE,
      whats_app_number: isTextOrNull,
      agent_app_number: isText,
      agent_hours: isText,
      agent_link: isTextOrNull,
      agent_enabled: (value) => value === undefined || typeof value === 'boolean',
    });
  });

  const travelApp = {
    status: 'uncomplete',
    statusMessages: {},
    guidance_header: 'Get the app',
    guidance_body: 'Sign in',
    axus_app_user_id: 'u1',
    axus_app_passcode: 'p1',
  };
  it.each(eachHostile(travelApp))('reads the travel app with %s', (_label, body) => {
    const shape: Shape = {
      ...TASK_SHAPE,
      guidance_header: isTextOrNull,
      guidance_body: isTextOrNull,
      axus_app_user_id: isTextOrNull,
      axus_app_passcode: isTextOrNull,
    };
    expectShape(readTravelApp(body), shape);
    expectShape(readTravelApp({ data: body }), shape);
  });

  const documents = {
    status: 'uncomplete',
    statusMessages: {},
    customer_documents: [{ id: 1, path: '/a/passport.jpg', mime_type: 'image/jpeg' }],
  };
  it.each(eachHostile(documents))('reads a document list with %s', (_label, body) => {
    let read;
    try {
      read = readDocumentList('customer_documents')(body);
    } catch {
      expect((body as { customer_documents: unknown }).customer_documents).not.toBeInstanceOf(
        Array,
      );
      return;
    }
    expectShape(read, TASK_SHAPE);
    read.documents.forEach((document) =>
      expectShape(document, { id: isNumberOrNull, name: isText, path: isText, mimeType: isText }),
    );
  });

  it('drops documents that are not records and keeps a file name with a stray "%"', () => {
    const read = readDocumentList('customer_documents')({
      ...documents,
      customer_documents: [null, 'x', { id: 2, path: '/a/100%.pdf' }],
    });
    expect(read.documents).toEqual([
      { id: 2, path: '/a/100%.pdf', name: '100%.pdf', mimeType: 'application/pdf' },
    ]);
  });
});
