import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  FRESH,
  MIDWAY,
  MatchersV3,
  NULLABLE_TEXT,
  PHONE,
  authHeaders,
  lastAccessHeader,
  looseValue,
  messageBody,
  newPact,
  statusMessages,
  storeFor,
} from './support';

const { like, regex, boolean } = MatchersV3;
const pact = newPact();

const SAVED_NUMBER = '+819012345678';

describe('WhatsApp', () => {
  it('reads the saved number and the travel team contact', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose whatsapp is uncomplete with a saved number', {
        reservationId: MIDWAY.reservationId,
        whatsAppNumber: SAVED_NUMBER,
      })
      .uponReceiving('a request for the WhatsApp registration')
      .withRequest('GET', '/portal/whats_app', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete', 'completed'),
          whats_app_number: regex(PHONE, SAVED_NUMBER),
          agent_app_number: like('+81 3-1234-5678'),
          agent_hours: like('Mon–Fri 9:00–18:00 JST'),
          agent_link: looseValue(NULLABLE_TEXT, 'https://wa.me/81312345678'),
          agent_enabled: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getWhatsApp.initiate());
        expect(result.data).toMatchObject({ whats_app_number: SAVED_NUMBER, agent_enabled: true });
      });
  });

  it('saves a number in international format', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose whatsapp is uncomplete with no whatsapp number', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a save of a WhatsApp number')
      .withRequest('PATCH', '/portal/whats_app/update', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ whats_app_number: regex(PHONE, SAVED_NUMBER) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody(messageBody('Your WhatsApp Number has been saved.')),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.updateWhatsAppNumber.initiate({
            whatsAppUpdateRequest: { whats_app_number: SAVED_NUMBER },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });

  it('is refused a number with spaces (400 with a message)', async () => {
    const refused =
      'Please enter a valid international phone number (e.g., +11234567890). Do not include any spaces or hyphens.';
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose whatsapp is uncomplete with no whatsapp number', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a save of a WhatsApp number with spaces')
      .withRequest('PATCH', '/portal/whats_app/update', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ whats_app_number: '+81 90 1234 5678' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(messageBody(refused)))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.updateWhatsAppNumber.initiate({
            whatsAppUpdateRequest: { whats_app_number: '+81 90 1234 5678' },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 400, message: refused });
      });
  });

  it('submits the registration', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose whatsapp is uncomplete with a saved number', {
        reservationId: MIDWAY.reservationId,
        whatsAppNumber: SAVED_NUMBER,
      })
      .uponReceiving('a submission of the WhatsApp registration')
      .withRequest('PATCH', '/portal/whats_app/submit', (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({ whats_app_status: 'completed' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(lastAccessHeader())
          .jsonBody(messageBody('Thank you! Your WhatsApp number has been registered.')),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.submitWhatsApp.initiate({
            whatsAppSubmitRequest: { whats_app_status: 'completed' },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });
});

const travelAppRecord = (status: string, userId: string | null) => ({
  status,
  statusMessages: statusMessages('preprocessing', 'uncomplete', 'processing', 'completed'),
  guidance_header: looseValue(NULLABLE_TEXT, userId ? 'How to connect the travel app' : null),
  guidance_body: looseValue(NULLABLE_TEXT, userId ? '1. Install the app.\n2. Sign in.' : null),
  axus_app_user_id: userId === null ? null : like(userId),
  axus_app_passcode: userId === null ? null : like('482913'),
});

describe('travel app', () => {
  it('reads the issued credentials (bare record)', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose travel app is uncomplete', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a request for the travel app record')
      .withRequest('GET', '/portal/axus_app', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody(travelAppRecord('uncomplete', 'EW-KX1001')),
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

  it('reads a record wrapped in data before credentials are issued', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose travel app is preprocessing', {
        reservationId: MIDWAY.reservationId,
      })
      .uponReceiving('a request for a travel app record that is not ready yet')
      .withRequest('GET', '/portal/axus_app', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({ data: travelAppRecord('preprocessing', null) }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getTravelApp.initiate());
        expect(result.data).toMatchObject({
          status: 'preprocessing',
          axus_app_user_id: null,
        });
      });
  });

  it('confirms the app is connected', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose travel app is uncomplete', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a confirmation of the travel app')
      .withRequest('POST', '/portal/axus_app/submit', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ axus_app_status: 'processing' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(lastAccessHeader())
          .jsonBody(
            messageBody('Thank you! Our team has been notified that the app is connected.'),
          ),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.submitTravelApp.initiate({
            travelAppSubmitRequest: { axus_app_status: 'processing' },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });
});
