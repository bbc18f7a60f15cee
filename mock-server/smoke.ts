// Smoke run of all 27 operations through the gateway (default http://localhost:4010) as the fresh
// guest KX-1001, including the fake provider pages. Fails on any Prism violation (422, problem+json,
// sl-violations), a missing CORS or x-last-access header, or an unexpected status.
// Usage (sandbox running): npx tsx mock-server/smoke.ts [baseUrl]
import fs from 'node:fs';
import {
  BASE,
  call,
  check,
  field,
  FIXTURE,
  form,
  ORIGIN,
  run,
  sha,
  uploadForm,
} from './smokeClient.js';

const documents = async (
  kind: 'customer' | 'flight',
  list: string,
  statusField: string,
): Promise<void> => {
  const root = `/portal/${kind}_documents`;
  const jpg = fs.readFileSync(FIXTURE);
  await call(`list ${kind}`, 'GET', root, 200);
  const up = await call(
    `upload ${kind}`,
    'POST',
    `${root}/upload`,
    200,
    uploadForm(`${kind}_documents[0]`, jpg, 'passport.jpg', 'image/jpeg'),
  );
  const docPath = String(field(up.json, 'document', 'path'));
  const served = Buffer.from(await (await fetch(`${BASE}/files${docPath}`)).arrayBuffer());
  check(`  ${kind} upload byte-identical through the gateway (sha256)`, sha(served) === sha(jpg));
  await call(
    `upload ${kind} wrong field`,
    'POST',
    `${root}/upload`,
    400,
    uploadForm('file', jpg, 'a.jpg', 'image/jpeg'),
  );
  const second = await call(
    `upload ${kind} (2nd)`,
    'POST',
    `${root}/upload`,
    200,
    uploadForm(`${kind}_documents[0]`, jpg, 'copy.jpg', 'image/jpeg'),
  );
  await call(
    `delete ${kind}`,
    'DELETE',
    `${root}/delete/${String(field(second.json, 'document', 'id'))}`,
    200,
  );
  await call(`delete ${kind} unknown`, 'DELETE', `${root}/delete/999999`, 404);
  await call(`submit ${kind}`, 'PATCH', `${root}/submit`, 200, { [statusField]: 'processing' });
  await call(`submit ${kind} again`, 'PATCH', `${root}/submit`, 400, {
    [statusField]: 'processing',
  });
  const after = await call(`list ${kind} after`, 'GET', root, 200);
  check(
    `  ${kind} status processing, 1 document`,
    field(after.json, 'status') === 'processing' &&
      (field(after.json, list) as unknown[]).length === 1,
  );
};

const main = async (): Promise<void> => {
  await fetch(`${BASE}/__sandbox/reset`, { method: 'POST' });
  await call('customerLogin (wrong)', 'POST', '/auth/customer_login', 400, {
    email: 'x@example.com',
    reservationId: 'KX-1001',
  });
  const login = await call('customerLogin', 'POST', '/auth/customer_login', 200, {
    email: 'emma.walker@example.com',
    reservationId: 'KX-1001',
  });
  run.auth = {
    Authorization: `Bearer ${String(field(login.json, 'token'))}`,
    'X-User-Info': String(field(login.json, 'user_id')),
    'X-Last-Access': login.headers.get('x-last-access') ?? '',
  };
  await call('getProfile', 'GET', '/portal', 200);

  await call('getAgreement', 'GET', '/portal/docusign', 200);
  const env = await call('createEnvelope', 'POST', '/portal/docusign/envelope', 200);
  const envelopeId = String(field(env.json, 'envelopeId'));
  await call('createEnvelope (again)', 'POST', '/portal/docusign/envelope', 400);
  await call('getSignedDocument (early)', 'GET', `/portal/docusign/envelope?id=${envelopeId}`, 404);
  await call('submitAgreement (early)', 'PATCH', '/portal/docusign/submit', 400, {
    agreement_status: 'completed',
  });
  const start = await call('startSigning', 'GET', `/portal/docusign/start?id=${envelopeId}`, 200);
  const signingUrl = String(field(start.json, 'url'));
  const page = await fetch(signingUrl);
  check(
    '  signing page renders with Finish',
    page.status === 200 && (await page.text()).includes('>Finish<'),
  );
  const token = new URL(signingUrl).searchParams.get('token') ?? '';
  const finish = await form(`${BASE}/sandbox/signing/complete`, {
    envelope: envelopeId,
    token,
    action: 'finish',
  });
  check(
    `  Finish redirects to ${ORIGIN}/docusign-return.html`,
    finish.status === 303 &&
      (finish.headers.get('location') ?? '').startsWith(
        `${ORIGIN}/docusign-return.html?event=signing_complete&envelopeId=${envelopeId}`,
      ),
  );
  const signed = await call(
    'getSignedDocument',
    'GET',
    `/portal/docusign/envelope?id=${envelopeId}&refresh=1`,
    200,
  );
  const pdf = Buffer.from(await (await fetch(String(field(signed.json, 'url')))).arrayBuffer());
  check('  signed agreement is a PDF', pdf.subarray(0, 5).toString() === '%PDF-');
  await call('submitAgreement', 'PATCH', '/portal/docusign/submit', 200, {
    agreement_status: 'completed',
  });

  const meals = await call('getMealRequests', 'GET', '/portal/meal_requests', 200);
  const pid = Number(field(meals.json, 'passengers', '0', 'id'));
  await call('updateMealRequest', 'PATCH', '/portal/meal_requests/update', 200, {
    passenger_id: pid,
    meal_choice: 1,
    has_food_allergies: true,
    food_allergies: [1, 3],
    meal_request: 'Cooked fish is fine.',
  });
  await call('updateMealRequest (none)', 'PATCH', '/portal/meal_requests/update', 400, {
    passenger_id: pid,
    meal_choice: 1,
    has_food_allergies: true,
    food_allergies: [],
    meal_request: null,
  });
  await call('submitMealRequests', 'PATCH', '/portal/meal_requests/submit', 200, {
    meal_request_status: 'processing',
  });
  await call('updateMealRequest (locked)', 'PATCH', '/portal/meal_requests/update', 400, {
    passenger_id: pid,
    meal_choice: 2,
    has_food_allergies: false,
    food_allergies: [],
    meal_request: null,
  });

  await documents('customer', 'customer_documents', 'customer_document_status');
  await documents('flight', 'flight_documents', 'flight_document_status');

  await call('getWhatsApp', 'GET', '/portal/whats_app', 200);
  await call('updateWhatsAppNumber (bad)', 'PATCH', '/portal/whats_app/update', 400, {
    whats_app_number: '+81 90-1234',
  });
  await call('updateWhatsAppNumber', 'PATCH', '/portal/whats_app/update', 200, {
    whats_app_number: '+819012345678',
  });
  await call('submitWhatsApp', 'PATCH', '/portal/whats_app/submit', 200, {
    whats_app_status: 'completed',
  });

  await call('getTravelApp', 'GET', '/portal/axus_app', 200);
  await call('submitTravelApp', 'POST', '/portal/axus_app/submit', 200, {
    axus_app_status: 'processing',
  });

  const invoices = await call('listInvoices', 'GET', '/portal/invoices', 200);
  const invoice = (invoices.json as Array<{ id: number; grand_total: number }>)[0];
  if (!invoice) throw new Error('no invoice');
  const link = await call(
    'createPaymentLink',
    'POST',
    '/portal/invoices/create-payment-link',
    200,
    { invoice_id: invoice.id, amount: invoice.grand_total },
  );
  const payToken = String(field(link.json, 'payment_link'));
  const payPage = await form(`${BASE}/sandbox/payment`, { token: payToken });
  check(
    '  payment page renders with Pay',
    payPage.status === 200 && (await payPage.text()).includes('Pay USD'),
  );
  const paid = await (
    await form(`${BASE}/sandbox/payment/pay`, {
      token: payToken,
      cardNumber: '4111 1111 1111 1111',
    })
  ).text();
  const hash = /payment-communicator\.html#([^"]+)"/.exec(paid)?.[1]?.replace(/&#38;/g, '&') ?? '';
  const response = JSON.parse(
    decodeURIComponent(new URLSearchParams(hash).get('response') ?? '{}'),
  ) as Record<string, string>;
  check(
    '  communicator gets transactResponse',
    hash.startsWith('action=transactResponse') && response.responseCode === '1',
  );
  const report = {
    invoice_id: invoice.id,
    transaction_id: response.transId,
    received_amount: invoice.grand_total,
    payment_gateway_id: 1,
  };
  await call('reportPayment (unknown)', 'POST', '/portal/invoices/paid', 400, {
    ...report,
    transaction_id: '123',
  });
  await call('reportPayment', 'POST', '/portal/invoices/paid', 200, report);
  await call('reportPayment (again)', 'POST', '/portal/invoices/paid', 200, report);
  const after = await call('listInvoices (after)', 'GET', '/portal/invoices', 200);
  const paidInvoice = (
    after.json as Array<{ id: number; receipt_total: number; status_id: number }>
  )[0];
  check(
    '  invoice credited once and paid',
    paidInvoice?.receipt_total === invoice.grand_total && paidInvoice.status_id === 3,
  );

  const pdfResponse = await call('getPdf', 'POST', '/portal/pdf', 200, {
    resource: 'invoices',
    id: invoice.id,
    template: 'invoice',
  });
  check(
    '  invoice PDF starts with %PDF- and ends with %%EOF',
    pdfResponse.bytes.subarray(0, 5).toString() === '%PDF-' &&
      pdfResponse.bytes.toString('latin1').trimEnd().endsWith('%%EOF'),
  );

  run.auth['X-User-Info'] = '9999';
  await call('getProfile (wrong X-User-Info)', 'GET', '/portal', 401);
  console.log(run.failures === 0 ? '\nSMOKE OK' : `\nSMOKE FAILED: ${run.failures} problem(s)`);
  process.exitCode = run.failures === 0 ? 0 : 1;
};

void main();
