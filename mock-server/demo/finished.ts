// Finished guest KX-3003: every task completed, every invoice paid.
import type { Reservation } from '../types.js';
import { completedEnvelope, statuses, travelApp, whatsApp } from './common.js';

export const finished = (): Reservation => {
  const tour = 'Hokkaido Summer Highlights';
  return {
    userId: 3003,
    email: 'olivia.brown@example.com',
    profile: {
      confirmation_id: 'KX-3003',
      prefix: 'Mrs.',
      firstname: 'Olivia',
      middlename: null,
      lastname: 'Brown',
      tour_title: tour,
      departure_date: '2027-06-15',
      length: 9,
    },
    statuses: statuses('completed'),
    agreementTitle: `Travel Agreement - ${tour}`,
    envelope: completedEnvelope('9d2b7e4a-1c3f-4a6b-8e5d-7f0a2c4e6b83'),
    passengers: [
      {
        id: 301,
        prefix: 'Mrs.',
        firstname: 'Olivia',
        lastname: 'Brown',
        meal_choice: 1,
        has_allergies: true,
        food_allergies: '[4,5]',
        meal_special_request: 'Peanut and tree nut allergy; I carry my own snacks.',
      },
      {
        id: 302,
        prefix: null,
        firstname: 'Sophie',
        lastname: 'Brown',
        meal_choice: 1,
        has_allergies: 0,
        food_allergies: '',
        meal_special_request: null,
      },
    ],
    // Older back-end field names (meta_id / document_id and name) on purpose.
    customerDocuments: [
      {
        meta_id: 1,
        path: '/passports/KX-3003/1-passport-olivia-brown.jpg',
        name: 'passport-olivia-brown.jpg',
        mime_type: 'image/jpeg',
      },
      {
        meta_id: 2,
        path: '/passports/KX-3003/2-passport-sophie-brown.png',
        name: 'passport-sophie-brown.png',
        mime_type: 'image/png',
      },
    ],
    flightDocuments: [
      {
        document_id: 6,
        path: '/flights/KX-3003/6-itinerary.png',
        name: 'itinerary.png',
        mime_type: 'image/png',
      },
    ],
    whatsApp: whatsApp('+447700900123'),
    travelApp: travelApp('KX3003-BROWN', '730256'),
    invoices: [
      {
        id: 5301,
        title: `Deposit - ${tour}`,
        grand_total: 1500,
        receipt_total: 1500,
        status_id: 3,
      },
      {
        id: 5302,
        title: `Final balance - ${tour}`,
        grand_total: 7200,
        receipt_total: 7200,
        status_id: 4,
      },
    ],
    wrapInvoices: false,
    creditedTransactions: [],
  };
};
