import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  ALLERGY_FLAG,
  ALLERGY_IDS,
  FRESH,
  MatchersV3,
  NULLABLE_TEXT,
  acknowledged,
  authHeaders,
  fromState,
  lastAccessHeader,
  looseValue,
  newPact,
  statusMessages,
  storeFor,
} from './support';

const { like, eachLike, integer } = MatchersV3;
const pact = newPact();

/** The sandbox's ids; a server hands out its own from the provider state. */
const PASSENGER_ID = 101;
const MEAL_CHOICE_ID = 1;
const ALLERGY_ID = 1;

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
          // The special request may come as `meal_request` or `meal_special_request`, or not at all.
          passengers: eachLike({
            id: integer(PASSENGER_ID),
            prefix: looseValue(NULLABLE_TEXT, 'Ms.'),
            firstname: like('Emma'),
            lastname: like('Walker'),
            meal_choice: looseValue('^(null|\\d+)$', null),
            has_allergies: looseValue(ALLERGY_FLAG, 0),
            food_allergies: looseValue(ALLERGY_IDS, null),
          }),
          // Exactly the two options, by label; their ids are the server's.
          meal_choice: [
            { id: integer(1), label: 'Regular' },
            { id: integer(2), label: 'Vegetarian' },
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
        mealChoiceId: MEAL_CHOICE_ID,
        allergyId: ALLERGY_ID,
      })
      .uponReceiving("a save of one passenger's meal request")
      .withRequest('PATCH', '/portal/meal_requests/update', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({
          passenger_id: fromState('${passengerId}', PASSENGER_ID),
          meal_choice: fromState('${mealChoiceId}', MEAL_CHOICE_ID),
          has_food_allergies: true,
          food_allergies: [fromState('${allergyId}', ALLERGY_ID)],
          meal_request: 'Cooked fish is fine.',
        }),
      )
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.updateMealRequest.initiate({
            mealRequestUpdate: {
              passenger_id: PASSENGER_ID,
              meal_choice: MEAL_CHOICE_ID,
              has_food_allergies: true,
              food_allergies: [ALLERGY_ID],
              meal_request: 'Cooked fish is fine.',
            },
          }),
        );
        expect(result.data).toMatchObject({ answerStatus: 200 });
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
      .willRespondWith(200, (b) => b.headers(lastAccessHeader()).jsonBody(acknowledged()))
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
