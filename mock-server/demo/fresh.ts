// Fresh guest KX-1001: every task uncomplete, no envelope, no documents, two unpaid invoices.
import type { Reservation } from '../types.js';
import { statuses, travelApp, whatsApp } from './common.js';

export const fresh = (): Reservation => {
  const tour = 'Classic Japan: Tokyo, Kyoto & Osaka';
  return {
    userId: 1001,
    email: 'emma.walker@example.com',
    profile: {
      confirmation_id: 'KX-1001',
      prefix: 'Ms.',
      firstname: 'Emma',
      middlename: 'Jane',
      lastname: 'Walker',
      tour_title: tour,
      departure_date: '2027-04-10',
      length: 12,
    },
    statuses: statuses('uncomplete'),
    agreementTitle: `Travel Agreement - ${tour}`,
    envelope: null,
    // A fresh guest has answered nothing: the allergy question is unset (null, not 0) for both.
    // Daniel was booked in the case the guest typed, which the portal capitalises as on the dashboard.
    passengers: [
      {
        id: 101,
        prefix: 'Ms.',
        firstname: 'Emma',
        lastname: 'Walker',
        meal_choice: null,
        has_allergies: null,
        food_allergies: null,
        meal_request: null,
      },
      {
        id: 102,
        prefix: 'mr.',
        firstname: 'DANIEL',
        lastname: 'walker',
        meal_choice: null,
        has_allergies: null,
        food_allergies: null,
        meal_request: null,
      },
    ],
    customerDocuments: [],
    flightDocuments: [],
    whatsApp: whatsApp(null),
    travelApp: travelApp('KX1001-WALKER', '482913'),
    invoices: [
      { id: 5101, title: `Deposit - ${tour}`, grand_total: 1500, receipt_total: 0, status_id: 2 },
      {
        id: 5102,
        title: `Final balance - ${tour}`,
        grand_total: 6480,
        receipt_total: 0,
        status_id: 2,
      },
    ],
    wrapInvoices: false,
    creditedTransactions: [],
  };
};
