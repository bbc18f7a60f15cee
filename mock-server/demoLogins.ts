/** The sandbox's demo reservations, as printed by `npm start` and listed in the README. */
export const DEMO_LOGINS = [
  {
    email: 'emma.walker@example.com',
    reservation: 'KX-1001',
    shows: 'fresh: every task to do, two unpaid invoices',
  },
  {
    email: 'kenji.tanaka@example.com',
    reservation: 'KX-2002',
    shows: 'midway: mixed statuses, uploaded documents, signed agreement, one invoice paid',
  },
  {
    email: 'olivia.brown@example.com',
    reservation: 'KX-3003',
    shows: 'finished: everything completed and paid',
  },
  {
    email: 'grace.miller@example.com',
    reservation: 'KX-4004',
    shows:
      'group: 24 passengers, 12 passport and 12 flight documents, 30 invoices, every task to do',
  },
] as const;
