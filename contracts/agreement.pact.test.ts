import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  FRESH,
  MIDWAY,
  MatchersV3,
  absoluteUrl,
  acknowledged,
  authHeaders,
  fromState,
  lastAccessHeader,
  newPact,
  statusMessages,
  storeFor,
} from './support';

const { like } = MatchersV3;
const pact = newPact();

/** KX-2002's envelope in the sandbox; a back end returns its own id from the provider state. */
const ENVELOPE_ID = '3f9a6c2e-8b1d-4e57-9c0a-2d7e5b41a6f3';
const SIGNING_URL = `http://localhost:4010/sandbox/signing?envelope=${ENVELOPE_ID}&token=sgn_7Qm2xK9vLp4R`;
const envelopeQuery = () => fromState('${envelopeId}', ENVELOPE_ID);

describe('agreement (docusign)', () => {
  it('reads the agreement before any envelope exists', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose agreement is uncomplete with no envelope', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a request for the agreement task')
      .withRequest('GET', '/portal/docusign', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        // `title` is optional: the page falls back to its own heading.
        b.headers(lastAccessHeader()).jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete', 'processing', 'completed'),
          recipientEmail: like(FRESH.email),
          // No envelope yet: the page offers to create one.
          envelopeId: null,
          envelopeStatusMessages: statusMessages('sent', 'delivered', 'completed'),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getAgreement.initiate());
        expect(result.data).toMatchObject({ status: 'uncomplete', envelopeId: null });
      });
  });

  it('creates the signature envelope', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose agreement is uncomplete with no envelope', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a request to create the signature envelope')
      .withRequest('POST', '/portal/docusign/envelope', (b) => b.headers(authHeaders(FRESH)))
      // The portal opens signing with the new envelope's id (asking /docusign/start for the
      // address) and reloads the record; status and address of the answer are not read.
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({ envelopeId: like(ENVELOPE_ID) }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.createEnvelope.initiate());
        expect(result.data).toMatchObject({ envelopeId: ENVELOPE_ID, answerStatus: 200 });
      });
  });

  it('gets a fresh signing address for a sent envelope', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose agreement is uncomplete with a sent envelope', {
        reservationId: MIDWAY.reservationId,
        envelopeId: ENVELOPE_ID,
      })
      .uponReceiving('a request for a signing address')
      .withRequest('GET', '/portal/docusign/start', (b) =>
        b.headers(authHeaders(MIDWAY)).query({ id: envelopeQuery() }),
      )
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({ url: absoluteUrl(SIGNING_URL) }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.startSigning.initiate({ id: ENVELOPE_ID }),
        );
        expect(result.data?.url).toBe(SIGNING_URL);
      });
  });

  it('gets the signed PDF address after signing (refresh=1)', async () => {
    const url = `http://localhost:4010/files/agreements/${ENVELOPE_ID}.pdf`;
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose agreement is completed with a completed envelope', {
        reservationId: MIDWAY.reservationId,
        envelopeId: ENVELOPE_ID,
      })
      .uponReceiving('a request for the signed agreement PDF')
      .withRequest('GET', '/portal/docusign/envelope', (b) =>
        b.headers(authHeaders(MIDWAY)).query({ id: envelopeQuery(), refresh: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({ url: absoluteUrl(url) }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.getSignedDocument.initiate({ id: ENVELOPE_ID, refresh: 1 }),
        );
        expect(result.data?.url).toBe(url);
      });
  });

  it('marks the agreement as signed once the envelope is completed', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose agreement is uncomplete with a completed envelope', {
        reservationId: MIDWAY.reservationId,
        envelopeId: ENVELOPE_ID,
      })
      .uponReceiving('a submission of the signed agreement')
      .withRequest('PATCH', '/portal/docusign/submit', (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ agreement_status: 'completed' }),
      )
      // The portal reads only the status of a change's answer (2xx done, 400 refused).
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.submitAgreement.initiate({
            agreementSubmitRequest: { agreement_status: 'completed' },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });
});
