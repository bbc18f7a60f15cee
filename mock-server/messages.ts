// Status banner texts and option lists. The texts are the ones of openapi.yaml's examples, so
// `prism mock` and the sandbox show the same screens. Keys are statuses (and envelope statuses).
import type { StatusMessages, TaskKey } from './types.js';

export const STATUS_MESSAGES: Record<TaskKey, StatusMessages> = {
  docusign: {
    uncomplete: {
      header: 'Action required: sign your travel agreement',
      body: 'Please review and sign the travel agreement for your tour. Signing takes about five minutes and is needed before departure.',
    },
    processing: {
      header: 'Thank you, your signature has been received',
      body: 'We are finalising your agreement. You will receive the countersigned copy by e-mail shortly.',
    },
    completed: {
      header: 'Your travel agreement is complete',
      body: 'Nothing more is needed from you for this task.',
    },
  },
  meals: {
    uncomplete: {
      header: 'Action required: tell us about your meals',
      body: 'Please choose a meal for every passenger and let us know about any food allergies, then press Submit Meal Requests.',
    },
    processing: {
      header: 'Your meal requests are under review',
      body: 'Thank you! We are sharing your requests with the restaurants on your itinerary. Changes are not possible during the review.',
    },
    completed: {
      header: 'Your meal requests are confirmed',
      body: 'The restaurants on your tour have been informed. If anything changes, please contact our travel team before departure.',
    },
  },
  passports: {
    uncomplete: {
      header: 'Action required: send us your passports',
      body: "Please upload a clear photo of the photo page of every passenger's passport, then press Confirm Passport Submission.",
    },
    processing: {
      header: 'Your passports are being checked',
      body: 'Thank you! Our team is checking your passport images and will contact you if we need a clearer copy.',
    },
    completed: {
      header: 'Passports confirmed',
      body: 'Your passport details are registered for hotels and rail passes. Please travel with the same passports.',
    },
  },
  flights: {
    uncomplete: {
      header: 'Action required: share your flight details',
      body: 'Please upload your e-ticket or itinerary showing your arrival in and departure from Japan, then press Confirm Document(s) Submission.',
    },
    processing: {
      header: 'Your flight documents are being checked',
      body: 'Thank you! Our team is arranging your airport transfers based on your flights.',
    },
    completed: {
      header: 'Flight details confirmed',
      body: 'Your airport transfers are arranged according to your flights. Please tell us right away if your flights change.',
    },
  },
  whatsapp: {
    uncomplete: {
      header: 'Action required: register your WhatsApp number',
      body: 'During the tour our guides and travel team reach you on WhatsApp. Please enter the number you will carry in Japan and submit it.',
    },
    processing: {
      header: 'Your WhatsApp number is being checked',
      body: 'Thank you! Our team will send you a short test message on WhatsApp.',
    },
    completed: {
      header: 'WhatsApp number registered',
      body: 'Thank you! Our travel team will contact you on this number during your tour.',
    },
  },
  axusapp: {
    preprocessing: {
      header: 'Your travel app account is being prepared',
      body: 'We are loading your itinerary into the travel app. Your login details will appear on this page about 30 days before departure.',
    },
    uncomplete: {
      header: 'Action required: connect the travel app',
      body: 'Install the travel app, sign in with the User ID and Passcode shown on this page and check your day-by-day itinerary. Then let us know you are done.',
    },
    processing: {
      header: 'Thank you for connecting the app',
      body: 'Our team has been notified. Your itinerary will keep updating in the app until departure.',
    },
    completed: {
      header: 'Travel app connected',
      body: 'You are all set. Open the app any time to see your itinerary, meeting points and guide contacts.',
    },
  },
};

export const ENVELOPE_STATUS_MESSAGES: StatusMessages = {
  sent: {
    header: 'Ready to sign',
    body: 'Your agreement is ready. Press Start Signing to review and sign it.',
  },
  delivered: {
    header: 'Signing in progress',
    body: 'You have opened the agreement but not finished signing. Press Start Signing to continue.',
  },
  completed: { header: 'Signed', body: 'The agreement has been signed. Thank you!' },
  declined: {
    header: 'Signing declined',
    body: 'You declined to sign the agreement. Please contact our travel team so we can help.',
  },
  voided: {
    header: 'Agreement withdrawn',
    body: 'This agreement was withdrawn by our team. A new one will be prepared for you; please contact us with any questions.',
  },
};

export const MEAL_OPTIONS = [
  { id: 1, label: 'Regular' },
  { id: 2, label: 'Vegetarian' },
];

const group = (group_id: number, group_label: string, labels: Array<[number, string]>) => ({
  group_id,
  group_label,
  allergies: labels.map(([id, Label]) => ({ id, Label })),
});

export const ALLERGY_GROUPS = [
  group(1, 'Seafood', [
    [1, 'Shellfish (shrimp, crab, lobster)'],
    [2, 'Fish'],
    [3, 'Raw fish (sashimi, sushi)'],
    [12, 'Fish roe'],
  ]),
  group(2, 'Nuts & seeds', [
    [4, 'Peanuts'],
    [5, 'Tree nuts'],
    [6, 'Sesame'],
  ]),
  group(3, 'Other', [
    [7, 'Eggs'],
    [8, 'Dairy'],
    [9, 'Wheat/Gluten'],
    [10, 'Soy'],
    [11, 'Buckwheat (soba)'],
    // A guest who has allergies must tick one; an allergy the list lacks needs a box to tick.
    [13, 'Another allergy (describe it below)'],
  ]),
];

export const ALLERGY_IDS: ReadonlySet<number> = new Set(
  ALLERGY_GROUPS.flatMap((g) => g.allergies.map((a) => a.id)),
);
