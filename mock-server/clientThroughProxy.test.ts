// @vitest-environment node
/**
 * The sandbox behind the real Prism proxy, called through the portal's generated client: every
 * operation of openapi.yaml must get a contract-valid response (Prism turns any drift in a request
 * into a 422 and in a response into a 500, which the client reports as an error).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../src/api/auth';
import type { Document } from '../src/api/generated';
import { portalApi } from '../src/api/portalApi';
import { attachPortalApi, createAppStore } from '../src/app/store';

const PORT = 4760;
const GATEWAY = `http://localhost:${PORT}`;
let sandbox: ChildProcess;
let store: ReturnType<typeof createAppStore>;

async function waitForSandbox() {
  for (let attempt = 0; attempt < 160; attempt += 1) {
    const health = await fetch(`${GATEWAY}/__sandbox/health`).catch(() => null);
    if (health?.ok) return;
    await sleep(250);
  }
  throw new Error('sandbox did not start');
}

beforeAll(async () => {
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'mock-server/start.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      SANDBOX_PORT: String(PORT),
      PRISM_PORT: String(PORT + 1),
      UPSTREAM_PORT: String(PORT + 2),
    },
  });
  await waitForSandbox();
  store = createAppStore({
    apiBaseUrl: `${GATEWAY}/v1`,
    fileBaseUrl: `${GATEWAY}/files`,
    paymentPageUrl: `${GATEWAY}/sandbox/payment`,
    signingOrigin: GATEWAY,
  });
  attachPortalApi(store, portalApi);
}, 60_000);

afterAll(() => {
  sandbox?.kill('SIGTERM');
});

const { endpoints } = portalApi;

/** Dispatches a generated endpoint and fails with the error the client saw. */
async function call<T>(request: PromiseLike<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await request;
  expect(result.error, JSON.stringify(result.error)).toBeUndefined();
  return result.data as T;
}

const documentId = (document: Document) =>
  document.id ?? document.meta_id ?? document.document_id ?? 0;

/** The sandbox answers an upload with the stored document (optional for other servers). */
function uploadedDocument(answer: { document?: Document }): Document {
  expect(answer.document).toBeDefined();
  return answer.document ?? { path: '', mime_type: '' };
}

const jpeg = () =>
  new File([readFileSync('mock-server/fixtures/sample-passport.jpg')], 'passport.jpg', {
    type: 'image/jpeg',
  });

describe('the generated client against the sandbox behind the Prism proxy', () => {
  it('answers all 27 operations for the fresh guest without a contract violation', async () => {
    const signedIn = await store.dispatch(
      login({ email: 'emma.walker@example.com', reservationId: 'KX-1001' }),
    );
    expect(signedIn.payload).toMatchObject({ token: expect.any(String) });
    const d = store.dispatch;

    await call(d(endpoints.getProfile.initiate()));
    await call(d(endpoints.getAgreement.initiate()));
    const envelope = await call(d(endpoints.createEnvelope.initiate()));
    expect(envelope.envelopeId).toBeTruthy();
    expect(
      (await call(d(endpoints.startSigning.initiate({ id: envelope.envelopeId })))).url,
    ).toMatch(/^http/);
    // The fake provider completes the envelope as its signing page would.
    const signingPage = await fetch(envelope.signingUrl);
    expect(signingPage.ok).toBe(true);
    await fetch(`${GATEWAY}/__sandbox/provider-state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        state: 'a guest KX-1001 whose agreement is uncomplete with a completed envelope',
      }),
    });
    const agreement = await call(
      d(endpoints.getAgreement.initiate(undefined, { forceRefetch: true })),
    );
    const signed = await call(
      d(endpoints.getSignedDocument.initiate({ id: agreement.envelopeId ?? '', refresh: 1 })),
    );
    expect(signed.url).toMatch(/\.pdf$/);
    await call(
      d(
        endpoints.submitAgreement.initiate({
          agreementSubmitRequest: { agreement_status: 'completed' },
        }),
      ),
    );

    const meals = await call(d(endpoints.getMealRequests.initiate()));
    await call(
      d(
        endpoints.updateMealRequest.initiate({
          mealRequestUpdate: {
            passenger_id: meals.passengers[0].id,
            meal_choice: 2,
            has_food_allergies: true,
            food_allergies: [meals.food_allergies[0].allergies[0].id],
            meal_request: 'No raw fish, please.',
          },
        }),
      ),
    );
    await call(
      d(
        endpoints.submitMealRequests.initiate({
          mealRequestsSubmitRequest: { meal_request_status: 'processing' },
        }),
      ),
    );

    // Passports: upload, list, delete, upload again, submit.
    const passport = uploadedDocument(
      await call(
        d(
          endpoints.uploadCustomerDocument.initiate({
            customerDocumentUpload: { 'customer_documents[0]': jpeg() },
          }),
        ),
      ),
    );
    const passports = await call(
      d(endpoints.listCustomerDocuments.initiate(undefined, { forceRefetch: true })),
    );
    expect(JSON.stringify(passports)).toContain(passport.path);
    await call(d(endpoints.deleteCustomerDocument.initiate({ id: documentId(passport) })));
    await call(
      d(
        endpoints.uploadCustomerDocument.initiate({
          customerDocumentUpload: { 'customer_documents[0]': jpeg() },
        }),
      ),
    );
    await call(
      d(
        endpoints.submitCustomerDocuments.initiate({
          customerDocumentsSubmitRequest: { customer_document_status: 'processing' },
        }),
      ),
    );

    // Flights: the same four operations.
    const ticket = uploadedDocument(
      await call(
        d(
          endpoints.uploadFlightDocument.initiate({
            flightDocumentUpload: { 'flight_documents[0]': jpeg() },
          }),
        ),
      ),
    );
    const flights = await call(
      d(endpoints.listFlightDocuments.initiate(undefined, { forceRefetch: true })),
    );
    expect(JSON.stringify(flights)).toContain(ticket.path);
    await call(d(endpoints.deleteFlightDocument.initiate({ id: documentId(ticket) })));
    await call(
      d(
        endpoints.uploadFlightDocument.initiate({
          flightDocumentUpload: { 'flight_documents[0]': jpeg() },
        }),
      ),
    );
    await call(
      d(
        endpoints.submitFlightDocuments.initiate({
          flightDocumentsSubmitRequest: { flight_document_status: 'processing' },
        }),
      ),
    );

    await call(d(endpoints.getWhatsApp.initiate()));
    await call(
      d(
        endpoints.updateWhatsAppNumber.initiate({
          whatsAppUpdateRequest: { whats_app_number: '+14155550123' },
        }),
      ),
    );
    await call(
      d(
        endpoints.submitWhatsApp.initiate({
          whatsAppSubmitRequest: { whats_app_status: 'completed' },
        }),
      ),
    );

    await call(d(endpoints.getTravelApp.initiate()));
    await call(
      d(
        endpoints.submitTravelApp.initiate({
          travelAppSubmitRequest: { axus_app_status: 'processing' },
        }),
      ),
    );

    const [invoice] = await call(d(endpoints.listInvoices.initiate()));
    const link = await call(
      d(
        endpoints.createPaymentLink.initiate({
          paymentLinkRequest: {
            invoice_id: invoice.id,
            amount: invoice.grand_total - invoice.receipt_total,
          },
        }),
      ),
    );
    expect(link.payment_link).toBeTruthy();
    const pdf = await call(
      d(
        endpoints.getPdf.initiate({
          pdfRequest: { resource: 'invoices', id: invoice.id, template: 'invoice' },
        }),
      ),
    );
    expect(new TextDecoder().decode(await (pdf as Blob).slice(0, 5).arrayBuffer())).toBe('%PDF-');

    // A report the gateway cannot verify is rejected with a message, as a 400 (delivered as data).
    const rejected = await call(
      d(
        endpoints.reportPayment.initiate({
          paymentReport: {
            invoice_id: invoice.id,
            transaction_id: '999',
            received_amount: 1,
            payment_gateway_id: link.payment_gateway_id,
          },
        }),
      ),
    );
    expect(rejected).toMatchObject({ responseStatus: 400 });
  }, 60_000);
});
