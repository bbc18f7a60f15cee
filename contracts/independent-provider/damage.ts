/**
 * The tools of the mutation run: damage one field or the shape of an answer of the independent
 * provider, aimed at one interaction (named by its "upon receiving" text).
 */
import type { AnswerMutation, Reply } from './server.js';

export type Change = 'drop' | 'number' | 'string' | 'object';

export interface Mutation {
  /** The interaction (its "upon receiving" text) that must fail. */
  interaction: string;
  /** "METHOD /path" of the answer to damage. */
  route: string;
  what: string;
  apply: (reply: Reply) => Reply;
}

const DAMAGED: Record<Exclude<Change, 'drop'>, unknown> = {
  number: 42,
  string: 'damaged',
  object: { damaged: true },
};

/** Applies `change` at a dotted path; `*` walks every array element or map value. */
function damage(value: unknown, path: string[], change: Change): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const entries: Array<[string, unknown]> = Object.entries(value);
  const touched = entries.flatMap(([key, child]): Array<[string, unknown]> => {
    if (head !== '*' && head !== key) return [[key, child]];
    if (rest.length > 0) return [[key, damage(child, rest, change)]];
    return change === 'drop' ? [] : [[key, DAMAGED[change]]];
  });
  if (Array.isArray(value)) return touched.map(([, child]) => child);
  return Object.fromEntries(touched);
}

export const field = (
  interaction: string,
  route: string,
  path: string,
  change: Change,
): Mutation => ({
  interaction,
  route,
  what: `${path} ${change === 'drop' ? 'removed' : `as ${change}`}`,
  apply: (reply) => ({ ...reply, body: damage(reply.body, path.split('.'), change) }),
});

export const reshape = (
  interaction: string,
  route: string,
  what: string,
  apply: (reply: Reply) => Reply,
): Mutation => ({ interaction, route, what, apply });

/** Unwraps `{ key: inner }` to `inner`: the other, non-canonical shape. */
export const unwrap = (key: string) => (reply: Reply) => ({
  ...reply,
  body: (reply.body as Record<string, unknown>)[key],
});

export const SIGN_IN = 'a sign-in with a known e-mail and reservation number';
export const WRONG_SIGN_IN = 'a sign-in with a wrong reservation number';
export const PROFILE = 'a request for the guest profile';
export const AGREEMENT = 'a request for the agreement task';
export const MEALS = 'a request for the meal requests';
export const PASSPORTS = 'a request for the passports';
export const FLIGHTS = 'a request for the flight documents';
export const WHATSAPP = 'a request for the WhatsApp registration';
export const TRAVEL_APP = 'a request for the travel app record';
export const INVOICES = 'a request for the invoices';
export const ENVELOPE = 'a request to create the signature envelope';
export const SIGNING_ADDRESS = 'a request for a signing address';

/** The mutation as the provider applies it: only to the answers of its route. */
export const asAnswerMutation =
  (mutation: Mutation): AnswerMutation =>
  (key, reply) =>
    key === mutation.route ? mutation.apply(reply) : reply;
