import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  FRESH,
  MIDWAY,
  MatchersV3,
  SUCCESS,
  absoluteUrl,
  authHeaders,
  fromState,
  newPact,
  statusMessages,
  storeFor,
} from './support';
import { STATE, type EnvelopeStatusParam } from './states';

const { like } = MatchersV3;
const pact = newPact();

/** An example envelope id; a back end returns its own from the provider state. */
const ENVELOPE_ID = '3f9a6c2e-8b1d-4e57-9c0a-2d7e5b41a6f3';
const SIGNING_URL = `http://localhost:4010/sandbox/signing?envelope=${ENVELOPE_ID}&token=sgn_7Qm2xK9vLp4R`;
const envelopeQuery = () => fromState('${envelopeId}', ENVELOPE_ID);

describe('agreement (docusign)', () => {
  it('reads the agreement before any envelope exists', async () => {
    await pact
      .addInteraction()
      .given(STATE.noEnvelope)
      .uponReceiving('a request for the agreement task')
      .withRequest('GET', '/portal/docusign', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        // `title` is optional: the page falls back to its own heading.
        b.jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete'),
          recipientEmail: like(FRESH.email),
          // No envelope yet: the page offers to create one.
          envelopeId: null,
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
      .given(STATE.noEnvelope)
      .uponReceiving('a request to create the signature envelope')
      .withRequest('POST', '/portal/docusign/envelope', (b) => b.headers(authHeaders(FRESH)))
      // The portal opens signing with the new envelope's id (asking /docusign/start for the
      // address) and reloads the record; status and address of the response are not read.
      .willRespondWith(200, (b) => b.jsonBody({ envelopeId: like(ENVELOPE_ID) }))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.createEnvelope.initiate());
        expect(result.data).toMatchObject({ envelopeId: ENVELOPE_ID, responseStatus: 200 });
      });
  });

  it('gets a fresh signing address for a sent envelope', async () => {
    await pact
      .addInteraction()
      .given(STATE.envelope, { envelopeStatus: 'sent', agreementStatus: 'uncomplete' })
      .uponReceiving('a request for a signing address')
      .withRequest('GET', '/portal/docusign/start', (b) =>
        b.headers(authHeaders(MIDWAY)).query({ id: envelopeQuery() }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ url: absoluteUrl(SIGNING_URL) }))
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
      .given(STATE.envelope, { envelopeStatus: 'completed', agreementStatus: 'completed' })
      .uponReceiving('a request for the signed agreement PDF')
      .withRequest('GET', '/portal/docusign/envelope', (b) =>
        b.headers(authHeaders(MIDWAY)).query({ id: envelopeQuery(), refresh: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ url: absoluteUrl(url) }))
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
      .given(STATE.envelope, { envelopeStatus: 'completed', agreementStatus: 'uncomplete' })
      .uponReceiving('a submission of the signed agreement')
      .withRequest('PATCH', '/portal/docusign/submit', (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ agreement_status: 'completed' }),
      )
      // The portal reads only the status of a change's answer (2xx done, 400 rejected).
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.submitAgreement.initiate({
            agreementSubmitRequest: { agreement_status: 'completed' },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });
});

/**
 * The agreement once an envelope exists: what the page branches on. Sent or delivered: the Start
 * Signing button needs `signingUrl`; completed: the signed PDF is fetched; declined: the guest is
 * sent to the travel team. Each status has its banner text under its own key.
 */
const envelopeResponse = (envelopeStatus: EnvelopeStatusParam) => ({
  status: 'uncomplete',
  statusMessages: statusMessages('uncomplete'),
  recipientEmail: like(MIDWAY.email),
  envelopeId: like(ENVELOPE_ID),
  envelopeStatus,
  envelopeStatusMessages: statusMessages(envelopeStatus),
});

describe('agreement with an envelope (GET /portal/docusign)', () => {
  it('offers signing for a sent envelope (signing address and envelope status)', async () => {
    await pact
      .addInteraction()
      .given(STATE.envelope, { envelopeStatus: 'sent', agreementStatus: 'uncomplete' })
      .uponReceiving('a request for the agreement task with a sent envelope')
      .withRequest('GET', '/portal/docusign', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...envelopeResponse('sent'), signingUrl: absoluteUrl(SIGNING_URL) }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getAgreement.initiate());
        expect(result.data).toMatchObject({ envelopeStatus: 'sent', signingUrl: SIGNING_URL });
      });
  });

  it('shows the signed document for a completed envelope', async () => {
    await pact
      .addInteraction()
      .given(STATE.envelope, { envelopeStatus: 'completed', agreementStatus: 'uncomplete' })
      .uponReceiving('a request for the agreement task with a completed envelope')
      .withRequest('GET', '/portal/docusign', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) => b.jsonBody(envelopeResponse('completed')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getAgreement.initiate());
        expect(result.data).toMatchObject({ envelopeStatus: 'completed', envelopeId: ENVELOPE_ID });
      });
  });

  it('sends the guest to the travel team for a declined envelope', async () => {
    await pact
      .addInteraction()
      .given(STATE.envelope, { envelopeStatus: 'declined', agreementStatus: 'uncomplete' })
      .uponReceiving('a request for the agreement task with a declined envelope')
      .withRequest('GET', '/portal/docusign', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) => b.jsonBody(envelopeResponse('declined')))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getAgreement.initiate());
        expect(result.data).toMatchObject({ envelopeStatus: 'declined' });
      });
  });
});
