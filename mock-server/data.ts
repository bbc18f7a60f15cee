// Demo reservations: fresh KX-1001, midway KX-2002, finished KX-3003, group KX-4004 (ids, titles
// and amounts follow openapi.yaml's examples). Built by functions, not constants: every reset gets
// new objects (a deep copy by construction) that point at the current gateway port.
import { finished } from './demo/finished.js';
import { fresh } from './demo/fresh.js';
import { group } from './demo/group.js';
import { midway } from './demo/midway.js';
import type { Reservation } from './types.js';

export { signingUrlFor } from './demo/common.js';

/** Demo reservations keyed by reservation number. */
export const demoReservations = (): Record<string, Reservation> => ({
  'KX-1001': fresh(),
  'KX-2002': midway(),
  'KX-3003': finished(),
  'KX-4004': group(),
});

/** Nicknames accepted in provider states. */
export const DEMO_NICKNAMES: Record<string, string> = {
  fresh: 'KX-1001',
  midway: 'KX-2002',
  finished: 'KX-3003',
  group: 'KX-4004',
};
