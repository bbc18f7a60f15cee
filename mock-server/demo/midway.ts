// Midway guest KX-2002: agreement signed, some tasks under review, loose old-backend shapes.
import type { Reservation } from '../types.js';
import { completedEnvelope, travelApp, whatsApp } from './common.js';

export const midway = (): Reservation => {
  const tour = 'Japan Alps & Hidden Villages';
  return {
    userId: 2002,
    email: 'kenji.tanaka@example.com',
    profile: {
      confirmation_id: 'KX-2002',
      prefix: 'Mr.',
      firstname: 'Kenji',
      middlename: null,
      lastname: 'Tanaka',
      tour_title: tour,
      departure_date: '2027-05-02 00:00:00',
      length: 10,
    },
    statuses: {
      docusign: 'completed',
      meals: 'processing',
      passports: 'uncomplete',
      flights: 'processing',
      whatsapp: 'uncomplete',
      axusapp: 'preprocessing',
    },
    agreementTitle: `Travel Agreement - ${tour}`,
    envelope: completedEnvelope('3f9a6c2e-8b1d-4e57-9c0a-2d7e5b41a6f3'),
    passengers: [
      // Old-backend shapes on purpose: 0/1 flag, comma string, meal_special_request.
      {
        id: 201,
        prefix: 'Mr.',
        firstname: 'Kenji',
        lastname: 'Tanaka',
        meal_choice: 1,
        has_allergies: 1,
        food_allergies: '1,2',
        meal_request: 'Mild shellfish allergy, cooked fish is fine.',
      },
      {
        id: 202,
        prefix: 'Mrs.',
        firstname: 'Yui',
        lastname: 'Tanaka',
        meal_choice: 2,
        has_allergies: false,
        food_allergies: null,
        meal_special_request: 'No onions if possible.',
      },
    ],
    customerDocuments: [
      {
        id: 3,
        path: '/passports/KX-2002/3-passport-kenji-tanaka.jpg',
        title: 'passport-kenji-tanaka.jpg',
        mime_type: 'image/jpeg',
      },
      {
        id: 4,
        path: '/passports/KX-2002/4-passport-yui-tanaka.pdf',
        title: 'passport-yui-tanaka.pdf',
        mime_type: 'application/pdf',
      },
    ],
    flightDocuments: [
      {
        id: 5,
        path: '/flights/KX-2002/5-eticket.pdf',
        title: 'eticket.pdf',
        mime_type: 'application/pdf',
      },
    ],
    whatsApp: whatsApp('+819012345678'),
    // Older back ends wrap these responses: exercise the portal's unwrapping with this guest.
    travelApp: { ...travelApp(null, null), wrapInData: true },
    invoices: [
      {
        id: 5201,
        title: `Deposit - ${tour}`,
        grand_total: 1500,
        receipt_total: 1500,
        status_id: 3,
      },
      {
        id: 5202,
        title: `Final balance - ${tour}`,
        grand_total: 5890.5,
        receipt_total: 0,
        status_id: 2,
      },
    ],
    wrapInvoices: true,
    creditedTransactions: [],
  };
};
