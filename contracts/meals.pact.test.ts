import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import {
  ALLERGY_FLAG,
  ALLERGY_IDS,
  FRESH,
  MIDWAY,
  MatchersV3,
  NULLABLE_TEXT,
  SUCCESS,
  authHeaders,
  fromState,
  looseValue,
  newPact,
  statusMessages,
  storeFor,
} from './support';
import { STATE } from './states';

const { like, eachLike, integer, arrayContaining } = MatchersV3;
const pact = newPact();

/** Example ids; a server hands out its own from the provider state. */
const PASSENGER_ID = 101;
const MEAL_CHOICE_ID = 1;
const ALLERGY_ID = 1;

describe('meals', () => {
  it('reads the meal requests of every passenger', async () => {
    await pact
      .addInteraction()
      .given(STATE.mealsOpen)
      .uponReceiving('a request for the meal requests')
      .withRequest('GET', '/portal/meal_requests', (b) => b.headers(authHeaders(FRESH)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          status: 'uncomplete',
          statusMessages: statusMessages('uncomplete'),
          // Nothing answered yet: the special request may be null or missing.
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

  it("reads a passenger's answers: meal, allergies and special request", async () => {
    await pact
      .addInteraction()
      .given(STATE.mealsAnswered, { mealRequestsStatus: 'uncomplete' })
      .uponReceiving('a request for the meal requests with an answered passenger')
      .withRequest('GET', '/portal/meal_requests', (b) => b.headers(authHeaders(MIDWAY)))
      .willRespondWith(200, (b) =>
        // The form opens with these answers and the next save sends them back: a special
        // request under another name would show "-" and be saved as null.
        b.jsonBody({
          passengers: arrayContaining({
            id: integer(201),
            firstname: like('Kenji'),
            lastname: like('Tanaka'),
            meal_choice: integer(1),
            has_allergies: looseValue('^(1|true)$', 1),
            food_allergies: looseValue('^(\\[\\d+(,\\s*\\d+)*\\]|\\d+(\\s*,\\s*\\d+)*)$', '1,2'),
            meal_request: like('Mild shellfish allergy, cooked fish is fine.'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, MIDWAY);
        const result = await store.dispatch(portalApi.endpoints.getMealRequests.initiate());
        expect(result.data?.passengers[0]).toMatchObject({
          has_allergies: true,
          food_allergies: [1, 2],
          meal_request: 'Mild shellfish allergy, cooked fish is fine.',
        });
      });
  });

  it("saves one passenger's meal request", async () => {
    await pact
      .addInteraction()
      .given(STATE.mealsOpen)
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
      .willRespondWith(SUCCESS)
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
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });

  it('submits the meal requests for review', async () => {
    await pact
      .addInteraction()
      .given(STATE.mealsOpen)
      .uponReceiving('a submission of the meal requests')
      .withRequest('PATCH', '/portal/meal_requests/submit', (b) =>
        b.headers(authHeaders(FRESH)).jsonBody({ meal_request_status: 'processing' }),
      )
      .willRespondWith(SUCCESS)
      .executeTest(async (mock) => {
        const store = storeFor(mock.url, FRESH);
        const result = await store.dispatch(
          portalApi.endpoints.submitMealRequests.initiate({
            mealRequestsSubmitRequest: { meal_request_status: 'processing' },
          }),
        );
        // No body needed: a 2xx without one is a success.
        expect(result).not.toHaveProperty('error');
      });
  });
});
