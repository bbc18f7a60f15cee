import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  ALLERGY_FLAG,
  ALLERGY_IDS,
  FRESH,
  MIDWAY,
  MatchersV3,
  NULLABLE_TEXT,
  authHeaders,
  fromState,
  lastAccessHeader,
  looseValue,
  messageBody,
  newPact,
  statusMessages,
  storeFor,
} from './support';

const { like, eachLike, integer } = MatchersV3;
const pact = newPact();

const PASSENGER_ID = 101;

describe('meals', () => {
  it('reads the meal requests of every passenger', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose meal requests are uncomplete', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a request for the meal requests')
      .withRequest('GET', '/portal/meal_requests', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete', 'processing', 'completed'),
          passengers: eachLike({
            id: integer(PASSENGER_ID),
            prefix: looseValue(NULLABLE_TEXT, 'Ms.'),
            firstname: like('Emma'),
            lastname: like('Walker'),
            meal_choice: looseValue('^(null|\\d+)$', null),
            has_allergies: looseValue(ALLERGY_FLAG, 0),
            food_allergies: looseValue(ALLERGY_IDS, null),
          }),
          meal_choice: [
            { id: 1, label: 'Regular' },
            { id: 2, label: 'Vegetarian' },
          ],
          food_allergies: eachLike({
            group_id: integer(1),
            group_label: like('Seafood'),
            allergies: eachLike({
              id: integer(1),
              Label: like('Shellfish (shrimp, crab, lobster)'),
            }),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
        expect(result.data).toMatchObject({
          status: 'uncomplete',
          passengers: [{ id: PASSENGER_ID, firstname: 'Emma' }],
          meal_choice: [{ id: 1 }, { id: 2 }],
        });
      });
  });

  it("saves one passenger's meal request", async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose meal requests are uncomplete', {
        reservationId: FRESH.reservationId,
        passengerId: PASSENGER_ID,
      })
      .uponReceiving("a save of one passenger's meal request")
      .withRequest('PATCH', '/portal/meal_requests/update', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({
          passenger_id: fromState('${passengerId}', PASSENGER_ID),
          meal_choice: 1,
          has_food_allergies: true,
          food_allergies: [1, 3],
          meal_request: 'Cooked fish is fine.',
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(lastAccessHeader()).jsonBody(messageBody('Meal request saved.')),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.updateMealRequest.initiate({
            mealRequestUpdate: {
              passenger_id: PASSENGER_ID,
              meal_choice: 1,
              has_food_allergies: true,
              food_allergies: [1, 3],
              meal_request: 'Cooked fish is fine.',
            },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200, message: 'Meal request saved.' });
      });
  });

  it('is refused a change once the meal requests are submitted (400 with a message)', async () => {
    const refused = 'The meal requests can no longer be changed (status: processing).';
    await pact
      .addInteraction()
      .given('a guest KX-2002 whose meal requests are processing', {
        reservationId: MIDWAY.reservationId,
        passengerId: 201,
      })
      .uponReceiving('a save of a meal request after submission')
      .withRequest('PATCH', '/portal/meal_requests/update', (b) =>
        b.headers(authHeaders(MIDWAY)).jsonBody({
          passenger_id: fromState('${passengerId}', 201),
          meal_choice: 2,
          has_food_allergies: false,
          food_allergies: [],
          meal_request: null,
        }),
      )
      .willRespondWith(400, (b) => b.jsonBody(messageBody(refused)))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(
          portalApi.endpoints.updateMealRequest.initiate({
            mealRequestUpdate: {
              passenger_id: 201,
              meal_choice: 2,
              has_food_allergies: false,
              food_allergies: [],
              meal_request: null,
            },
          }),
        );
        // Spec section 7: a 400 is an answer carrying a message, not an error.
        expect(result.data).toMatchObject({ answerStatus: 400, message: refused });
      });
  });

  it('submits the meal requests for review', async () => {
    await pact
      .addInteraction()
      .given('a guest KX-1001 whose meal requests are uncomplete', {
        reservationId: FRESH.reservationId,
      })
      .uponReceiving('a submission of the meal requests')
      .withRequest('PATCH', '/portal/meal_requests/submit', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ meal_request_status: 'processing' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(lastAccessHeader())
          .jsonBody(messageBody('Your meal requests have been sent to our team.')),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.submitMealRequests.initiate({
            mealRequestsSubmitRequest: { meal_request_status: 'processing' },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
      });
  });
});
