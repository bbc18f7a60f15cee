// Builders shared by the three demo reservations.
import { config, signingBaseUrl } from '../config.js';
import type { Envelope, Reservation, TravelAppRecord, WhatsAppRecord } from '../types.js';

export const signingUrlFor = (envelopeId: string): string =>
  `${signingBaseUrl()}/sandbox/signing?envelope=${envelopeId}`;

export const completedEnvelope = (envelopeId: string): Envelope => ({
  envelopeId,
  envelopeStatus: 'completed',
  signingUrl: signingUrlFor(envelopeId),
  portalOrigin: config.defaultPortalOrigin,
});

export const whatsApp = (number: string | null): WhatsAppRecord => ({
  whats_app_number: number,
  agent_app_number: '+81 3-6555-0142',
  agent_hours: 'Mon–Fri 9:00–18:00 JST',
  agent_link: 'https://wa.me/81365550142',
  agent_enabled: true,
});

const GUIDANCE =
  '1. Install the travel app from the App Store or Google Play.\n' +
  '2. Sign in with the User ID and Passcode below.\n' +
  '3. Check your day-by-day itinerary, hotels and meeting points.';

export const travelApp = (userId: string | null, passcode: string | null): TravelAppRecord => ({
  guidance_header: userId ? 'How to get started' : null,
  guidance_body: userId ? GUIDANCE : null,
  axus_app_user_id: userId,
  axus_app_passcode: passcode,
  wrapInData: false,
});

export const statuses = (s: string): Reservation['statuses'] => ({
  docusign: s,
  meals: s,
  passports: s,
  flights: s,
  whatsapp: s,
  axusapp: s,
});
