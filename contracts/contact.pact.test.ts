import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  FRESH,
  MIDWAY,
  MatchersV3,
  NULLABLE_TEXT,
  SUCCESS,
  authHeaders,
  looseValue,
  newPact,
  statusMessages,
  storeFor,
} from './support';
import { STATE } from './states';

const { like, regex } = MatchersV3;
const pact = newPact();

const SAVED_NUMBER = '+819012345678';
/** What the portal sends: it checks the international form before saving. */
const PHONE = '^\\+\\d{10,15}$';

describe('WhatsApp', () => {
  it('reads the saved number and the travel team contact', async () => {
    await pact
      .addInteraction()
      .given(STATE.whatsAppSaved)
      .uponReceiving('a request for the WhatsApp registration')
      .withRequest('GET', '/portal/whats_app', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete'),
          // The saved number is shown as it is (the page re-checks its form); `agent_enabled`
          // is optional and means true when absent.
          whats_app_number: like(SAVED_NUMBER),
          agent_app_number: like('+81 3-1234-5678'),
          agent_hours: like('Mon–Fri 9:00–18:00 JST'),
          agent_link: looseValue(NULLABLE_TEXT, 'https://wa.me/81312345678'),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getWhatsApp.initiate());
        expect(result.data).toMatchObject({ whats_app_number: SAVED_NUMBER });
      });
  });

  it('saves a number in international format', async () => {
    await pact
      .addInteraction()
      .given(STATE.noWhatsApp)
      .uponReceiving('a save of a WhatsApp number')
      .withRequest('PATCH', '/portal/whats_app/update', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ whats_app_number: regex(PHONE, SAVED_NUMBER) }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.updateWhatsAppNumber.initiate({
            whatsAppUpdateRequest: { whats_app_number: SAVED_NUMBER },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });

  it('submits the registration', async () => {
    await pact
      .addInteraction()
      .given(STATE.whatsAppSaved)
      .uponReceiving('a submission of the WhatsApp registration')
      .withRequest('PATCH', '/portal/whats_app/submit', (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ whats_app_status: 'completed' }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.submitWhatsApp.initiate({
            whatsAppSubmitRequest: { whats_app_status: 'completed' },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });
});

/**
 * The travel app record, always wrapped in `data` in the contract (the portal also reads it bare).
 * Guidance texts are optional and may be null; credentials are strings once issued, and null or
 * missing before (the card then shows a dash).
 */
const travelApp = (status: string, credentials: { userId: string; passcode: string } | null) => ({
  data: {
    status,
    statusMessages: statusMessages(status),
    ...(credentials
      ? {
          axus_app_user_id: like(credentials.userId),
          axus_app_passcode: like(credentials.passcode),
        }
      : {}),
  },
});

describe('travel app', () => {
  it('reads the issued credentials', async () => {
    await pact
      .addInteraction()
      .given(STATE.travelAppIssued)
      .uponReceiving('a request for the travel app record')
      .withRequest('GET', '/portal/axus_app', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        b.jsonBody(travelApp('uncomplete', { userId: 'EW-KX1001', passcode: '482913' })),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getTravelApp.initiate());
        expect(result.data).toMatchObject({
          status: 'uncomplete',
          axus_app_user_id: 'EW-KX1001',
        });
      });
  });

  it('reads the record before credentials are issued', async () => {
    await pact
      .addInteraction()
      .given(STATE.travelAppPreparing)
      .uponReceiving('a request for a travel app record that is not ready yet')
      .withRequest('GET', '/portal/axus_app', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) => b.jsonBody(travelApp('preprocessing', null)))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getTravelApp.initiate());
        expect(result.data).toMatchObject({ status: 'preprocessing' });
      });
  });

  it('confirms the app is connected', async () => {
    await pact
      .addInteraction()
      .given(STATE.travelAppIssued)
      .uponReceiving('a confirmation of the travel app')
      .withRequest('POST', '/portal/axus_app/submit', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ axus_app_status: 'processing' }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.submitTravelApp.initiate({
            travelAppSubmitRequest: { axus_app_status: 'processing' },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });
});
