import { describe, expect, it } from 'vitest';
import { portalApi, startUpload } from '../src/api/portalApi';
import { uploadField, uploadRequest } from '../src/api/uploadRequest';
import {
  BOUNDARY,
  FRESH,
  MIDWAY,
  MatchersV3,
  SUCCESS,
  authHeaders,
  documentMatcher,
  fixture,
  fixtureFile,
  fromState,
  newPact,
  storeFor,
} from './support';
import { STATE } from './states';

const { eachLike } = MatchersV3;
const pact = newPact();

/** Passports and flight documents are the same API under two names. */
const KINDS = [
  {
    title: 'passports',
    noun: 'passport',
    words: 'passports',
    base: '/portal/customer_documents',
    listKey: 'customer_documents',
    field: 'customer_documents[0]',
    statusField: 'customer_document_status',
    idName: 'customerDocumentId',
    listed: {
      status: 'uncomplete',
      docs: [[3, '/passports/KX-2002/3-passport-kenji-tanaka.jpg', 'image/jpeg']],
    },
    upload: {
      file: 'passport.jpg',
      mime: 'image/jpeg',
    },
    deleteId: 3,
  },
  {
    title: 'flight documents',
    noun: 'flight document',
    words: 'flights',
    base: '/portal/flight_documents',
    listKey: 'flight_documents',
    field: 'flight_documents[0]',
    statusField: 'flight_document_status',
    idName: 'flightDocumentId',
    listed: {
      status: 'processing',
      docs: [[5, '/flights/KX-2002/5-eticket.pdf', 'application/pdf']],
    },
    upload: {
      file: 'e-ticket.pdf',
      mime: 'application/pdf',
    },
    deleteId: 5,
  },
] as const;

describe.each(KINDS)('$title', (kind) => {
  it(`lists the uploaded ${kind.title}`, async () => {
    const [id, path, mime] = kind.listed.docs[0];
    await pact
      .addInteraction()
      .given(STATE.documentsUploaded, { task: kind.words, taskStatus: kind.listed.status })
      .uponReceiving(`a request for the ${kind.title}`)
      .withRequest('GET', kind.base, (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        // statusMessages is optional here (the banner then names the status).
        b.jsonBody({
          status: kind.listed.status,
          [kind.listKey]: eachLike(documentMatcher(id, path, mime)),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result =
          kind.listKey === 'customer_documents'
            ? await store.dispatch(portalApi.endpoints.listCustomerDocuments.initiate())
            : await store.dispatch(portalApi.endpoints.listFlightDocuments.initiate());
        expect(result.data).toMatchObject({
          status: kind.listed.status,
          documents: [{ id, path, mimeType: mime }],
        });
      });
  });

  it(`uploads one ${kind.noun} as multipart field ${kind.field}`, async () => {
    const { file, mime } = kind.upload;
    // Declared from the request the portal builds, so the interaction cannot drift from it.
    const request = uploadRequest(kind.listKey, fixtureFile(file, mime));
    const field = uploadField(kind.listKey);
    expect(request.body.has(field)).toBe(true);
    expect(field).toBe(kind.field);
    await pact
      .addInteraction()
      .given(STATE.noDocuments, { task: kind.words })
      .uponReceiving(`an upload of one ${kind.noun}`)
      .withRequest(request.method, request.url, (b) =>
        b.headers(authHeaders(FRESH)).multipartBody(mime, fixture(file), field, BOUNDARY),
      )
      // The portal reloads the list after uploading: the response's `document` is not read.
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        // The pages' own call; without a progress callback it travels by fetch (Node has no XHR).
        const result = await store.dispatch(startUpload(kind.listKey, fixtureFile(file, mime)));
        expect(result).not.toHaveProperty('error');
      });
  });

  it(`confirms the ${kind.title}`, async () => {
    await pact
      .addInteraction()
      .given(STATE.documentsUploaded, { task: kind.words, taskStatus: 'uncomplete' })
      .uponReceiving(`a confirmation of the ${kind.title}`)
      .withRequest('PATCH', `${kind.base}/submit`, (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ [kind.statusField]: 'processing' }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result =
          kind.statusField === 'customer_document_status'
            ? await store.dispatch(
                portalApi.endpoints.submitCustomerDocuments.initiate({
                  customerDocumentsSubmitRequest: { customer_document_status: 'processing' },
                }),
              )
            : await store.dispatch(
                portalApi.endpoints.submitFlightDocuments.initiate({
                  flightDocumentsSubmitRequest: { flight_document_status: 'processing' },
                }),
              );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });

  it(`deletes one uploaded ${kind.noun}`, async () => {
    const id = kind.deleteId;
    await pact
      .addInteraction()
      .given(STATE.documentsUploaded, { task: kind.words, taskStatus: 'uncomplete' })
      .uponReceiving(`a deletion of an uploaded ${kind.noun}`)
      .withRequest(
        'DELETE',
        fromState(`${kind.base}/delete/\${${kind.idName}}`, `${kind.base}/delete/${id}`),
        (b) => b.headers(authHeaders(MIDWAY)),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const endpoint =
          kind.listKey === 'customer_documents'
            ? portalApi.endpoints.deleteCustomerDocument
            : portalApi.endpoints.deleteFlightDocument;
        const result = await store.dispatch(endpoint.initiate({ id }));
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });
});

describe('a booking of more than 12 passengers', () => {
  it('uploads a 13th passport: the list takes one per passenger', async () => {
    const file = 'passport.jpg';
    const mime = 'image/jpeg';
    const request = uploadRequest('customer_documents', fixtureFile(file, mime));
    await pact
      .addInteraction()
      .given(STATE.twelveOfManyPassengers, { task: 'passports' })
      .uponReceiving('an upload of a 13th passport for a booking of 24 passengers')
      .withRequest(request.method, request.url, (b) =>
        b
          .headers(authHeaders(FRESH))
          .multipartBody(mime, fixture(file), uploadField('customer_documents'), BOUNDARY),
      )
      // The portal offers the 13th upload to such a booking, so it relies on a 2xx here.
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          startUpload('customer_documents', fixtureFile(file, mime)),
        );
        expect(result).not.toHaveProperty('error');
      });
  });
});
