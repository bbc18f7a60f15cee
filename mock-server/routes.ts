// The 27 operations of openapi.yaml (login is routed separately in upstream.ts) and path helpers.
import { getProfile } from './handlers/auth.js';
import * as docusign from './handlers/docusign.js';
import {
  deleteDocument,
  FLIGHTS,
  listDocuments,
  PASSPORTS,
  submitDocuments,
  uploadDocument,
} from './handlers/documents.js';
import { createPaymentLink, getPdf, listInvoices, reportPayment } from './handlers/invoices.js';
import { getMealRequests, submitMealRequests, updateMealRequest } from './handlers/meals.js';
import { getTravelApp, submitTravelApp } from './handlers/travelApp.js';
import { getWhatsApp, submitWhatsApp, updateWhatsAppNumber } from './handlers/whatsapp.js';
import type { Ctx, Reply } from './http.js';

interface Route {
  operationId: string;
  method: string;
  pattern: string;
  handler: (ctx: Ctx) => Reply;
}

const docs = '/portal/customer_documents';
const flights = '/portal/flight_documents';

export const ROUTES: Route[] = [
  { operationId: 'getProfile', method: 'GET', pattern: '/portal', handler: getProfile },
  {
    operationId: 'getAgreement',
    method: 'GET',
    pattern: '/portal/docusign',
    handler: docusign.getAgreement,
  },
  {
    operationId: 'createEnvelope',
    method: 'POST',
    pattern: '/portal/docusign/envelope',
    handler: docusign.createEnvelope,
  },
  {
    operationId: 'startSigning',
    method: 'GET',
    pattern: '/portal/docusign/start',
    handler: docusign.startSigning,
  },
  {
    operationId: 'getSignedDocument',
    method: 'GET',
    pattern: '/portal/docusign/envelope',
    handler: docusign.getSignedDocument,
  },
  {
    operationId: 'submitAgreement',
    method: 'PATCH',
    pattern: '/portal/docusign/submit',
    handler: docusign.submitAgreement,
  },
  {
    operationId: 'getMealRequests',
    method: 'GET',
    pattern: '/portal/meal_requests',
    handler: getMealRequests,
  },
  {
    operationId: 'updateMealRequest',
    method: 'PATCH',
    pattern: '/portal/meal_requests/update',
    handler: updateMealRequest,
  },
  {
    operationId: 'submitMealRequests',
    method: 'PATCH',
    pattern: '/portal/meal_requests/submit',
    handler: submitMealRequests,
  },
  {
    operationId: 'listCustomerDocuments',
    method: 'GET',
    pattern: docs,
    handler: listDocuments(PASSPORTS),
  },
  {
    operationId: 'uploadCustomerDocument',
    method: 'POST',
    pattern: `${docs}/upload`,
    handler: uploadDocument(PASSPORTS),
  },
  {
    operationId: 'submitCustomerDocuments',
    method: 'PATCH',
    pattern: `${docs}/submit`,
    handler: submitDocuments(PASSPORTS),
  },
  {
    operationId: 'deleteCustomerDocument',
    method: 'DELETE',
    pattern: `${docs}/delete/:id`,
    handler: deleteDocument(PASSPORTS),
  },
  {
    operationId: 'listFlightDocuments',
    method: 'GET',
    pattern: flights,
    handler: listDocuments(FLIGHTS),
  },
  {
    operationId: 'uploadFlightDocument',
    method: 'POST',
    pattern: `${flights}/upload`,
    handler: uploadDocument(FLIGHTS),
  },
  {
    operationId: 'submitFlightDocuments',
    method: 'PATCH',
    pattern: `${flights}/submit`,
    handler: submitDocuments(FLIGHTS),
  },
  {
    operationId: 'deleteFlightDocument',
    method: 'DELETE',
    pattern: `${flights}/delete/:id`,
    handler: deleteDocument(FLIGHTS),
  },
  { operationId: 'getWhatsApp', method: 'GET', pattern: '/portal/whats_app', handler: getWhatsApp },
  {
    operationId: 'updateWhatsAppNumber',
    method: 'PATCH',
    pattern: '/portal/whats_app/update',
    handler: updateWhatsAppNumber,
  },
  {
    operationId: 'submitWhatsApp',
    method: 'PATCH',
    pattern: '/portal/whats_app/submit',
    handler: submitWhatsApp,
  },
  {
    operationId: 'getTravelApp',
    method: 'GET',
    pattern: '/portal/axus_app',
    handler: getTravelApp,
  },
  {
    operationId: 'submitTravelApp',
    method: 'POST',
    pattern: '/portal/axus_app/submit',
    handler: submitTravelApp,
  },
  {
    operationId: 'listInvoices',
    method: 'GET',
    pattern: '/portal/invoices',
    handler: listInvoices,
  },
  {
    operationId: 'createPaymentLink',
    method: 'POST',
    pattern: '/portal/invoices/create-payment-link',
    handler: createPaymentLink,
  },
  {
    operationId: 'reportPayment',
    method: 'POST',
    pattern: '/portal/invoices/paid',
    handler: reportPayment,
  },
  { operationId: 'getPdf', method: 'POST', pattern: '/portal/pdf', handler: getPdf },
];
export const LOGIN_PATH = '/auth/customer_login';

/** Matches "/a/:id" against "/a/12"; returns the path parameters or null. */
export const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
};

export const stripApiPrefix = (path: string): string =>
  path.replace(/^\/v1(?=\/)/, '').replace(/(.)\/+$/, '$1');
