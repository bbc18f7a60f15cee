import type { MealPassenger } from '../api/generated';

/** Responses shaped like the sandbox's, for component tests. */
export const statusMessages = (status: string, header: string, body: string) => ({
  [status]: { header, body },
});

export const profileResponse = {
  confirmation_id: 'KX-1001',
  prefix: 'ms.',
  firstname: 'emma',
  middlename: 'jane',
  lastname: 'walker',
  tour_title: 'Classic Japan: Tokyo, Kyoto & Osaka',
  departure_date: '2026-04-10 00:00:00',
  length: 12,
};

export function taskResponses(statuses: Partial<Record<string, string>> = {}) {
  const status = (key: string) => statuses[key] ?? 'uncomplete';
  return {
    'GET /portal': { body: profileResponse },
    'GET /portal/docusign': {
      body: {
        title: 'Travel Agreement',
        status: status('docusign'),
        statusMessages: statusMessages(
          'uncomplete',
          'Signature needed',
          'Please sign your agreement.',
        ),
        recipientEmail: 'emma.walker@example.com',
        envelopeId: null,
        envelopeStatus: null,
        envelopeStatusMessages: {},
        signingUrl: null,
      },
    },
    'GET /portal/meal_requests': {
      body: {
        status: status('meals'),
        statusMessages: {},
        passengers: [],
        meal_choice: [],
        food_allergies: [],
      },
    },
    'GET /portal/customer_documents': {
      body: { status: status('passports'), statusMessages: {}, customer_documents: [] },
    },
    'GET /portal/flight_documents': {
      body: { status: status('flights'), statusMessages: {}, flight_documents: [] },
    },
    'GET /portal/whats_app': {
      body: {
        status: status('whatsapp'),
        statusMessages: {},
        whats_app_number: null,
        agent_app_number: '+81 3-1234-5678',
        agent_hours: 'Mon-Fri',
        agent_link: null,
      },
    },
    'GET /portal/axus_app': {
      body: {
        data: {
          status: status('axusapp'),
          statusMessages: {},
          guidance_header: null,
          guidance_body: null,
          axus_app_user_id: null,
          axus_app_passcode: null,
        },
      },
    },
  };
}

/** A meal passenger as the server sends it: answered "no allergies", nothing chosen yet. */
export const mealPassengerResponse = (overrides: Partial<MealPassenger> = {}): MealPassenger => ({
  id: 11,
  prefix: 'Ms.',
  firstname: 'Emma',
  lastname: 'Walker',
  meal_choice: null,
  has_allergies: 0,
  food_allergies: null,
  meal_request: null,
  ...overrides,
});
