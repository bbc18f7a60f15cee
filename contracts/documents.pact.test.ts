import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  BOUNDARY,
  FRESH,
  MIDWAY,
  MatchersV3,
  acknowledged,
  authHeaders,
  documentMatcher,
  fixture,
  fixtureFile,
  fromState,
  lastAccessHeader,
  newPact,
  storeFor,
} from './support';

const { eachLike } = MatchersV3;
const pact = newPact();

/** Passports and flight documents are the same API under two names. */
const KINDS = [
  {
    title: 'passports',
    noun: 'passport',
    words: 'passports',
    noDocuments: 'no passport documents',
    base: '/portal/customer_documents',
    listKey: 'customer_documents',
    field: 'customer_documents[0]',
    statusField: 'customer_document_status',
    idName: 'customerDocumentId',
    listed: {
      status: 'uncomplete',
      docs: [[3, '/passports/KX-2002/3-passport-kenji.jpg', 'image/jpeg']],
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
    noDocuments: 'no flight documents',
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
  const listState = `a guest KX-2002 whose ${kind.words} are ${kind.listed.status} with one uploaded document ${kind.deleteId}`;

  it(`lists the uploaded ${kind.title}`, async () => {
    const [id, path, mime] = kind.listed.docs[0];
    await pact
      .addInteraction()
      .given(listState, { reservationId: MIDWAY.reservationId, [kind.idName]: id })
      .uponReceiving(`a request for the ${kind.title}`)
      .withRequest('GET', kind.base, (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        // statusMessages is optional here (the banner then names the status).
        b.headers(lastAccessHeader()).jsonBody({
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
    await pact
      .addInteraction()
      .given(`a guest KX-1001 whose ${kind.words} are uncomplete with ${kind.noDocuments}`, {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving(`an upload of one ${kind.noun}`)
      .withRequest('POST', `${kind.base}/upload`, (b) =>
        b.headers(authHeaders(FRESH)).multipartBody(mime, fixture(file), kind.field, BOUNDARY),
      )
      // The portal reloads the list after uploading: the answer's `document` is not read.
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const upload = fixtureFile(file, mime);
        const result =
          kind.field === 'customer_documents[0]'
            ? await store.dispatch(
                portalApi.endpoints.uploadCustomerDocument.initiate({
                  customerDocumentUpload: { 'customer_documents[0]': upload },
                }),
              )
            : await store.dispatch(
                portalApi.endpoints.uploadFlightDocument.initiate({
                  flightDocumentUpload: { 'flight_documents[0]': upload },
                }),
              );
        expect(result.data).toEqual({});
      });
  });

  it(`confirms the ${kind.title}`, async () => {
    await pact
      .addInteraction()
      .given(`a guest KX-2002 whose ${kind.words} are uncomplete`, {
        reservationId: MIDWAY.reservationId,
      })
      .uponReceiving(`a confirmation of the ${kind.title}`)
      .withRequest('PATCH', `${kind.base}/submit`, (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ [kind.statusField]: 'processing' }),
      )
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
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
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });

  it(`deletes one uploaded ${kind.noun}`, async () => {
    const id = kind.deleteId;
    await pact
      .addInteraction()
      .given(
        `a guest KX-2002 whose ${kind.words} are uncomplete with one uploaded document ${id}`,
        {
          reservationId: MIDWAY.reservationId,
          [kind.idName]: id,
        },
      )
      .uponReceiving(`a deletion of an uploaded ${kind.noun}`)
      .withRequest(
        'DELETE',
        fromState(`${kind.base}/delete/\${${kind.idName}}`, `${kind.base}/delete/${id}`),
        (b) => b.headers(authHeaders(MIDWAY)),
      )
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const endpoint =
          kind.listKey === 'customer_documents'
            ? portalApi.endpoints.deleteCustomerDocument
            : portalApi.endpoints.deleteFlightDocument;
        const result = await store.dispatch(endpoint.initiate({ id }));
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });
});
