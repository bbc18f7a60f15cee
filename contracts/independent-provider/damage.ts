/**
 * The tools of the mutation run: change one field or the shape of a response of the independent
 * provider, aimed at the interactions (named by their "upon receiving" texts) that must notice.
 */
import type { ResponseMutation, Reply } from './server.js';

export type Change = 'drop' | 'retype' | 'rename' | 'more statuses';

/** Banner texts of statuses other than the current one: a server may list them or not. */
const otherStatuses = (map: string): string[] =>
  map === 'envelopeStatusMessages' ? ['delivered', 'voided'] : ['processing', 'completed'];

const banner = { header: 'Kept', body: 'For your records.' };

export interface Mutation {
  /** The interactions that must fail (a damage) or pass (an allowed variation). */
  interactions: string[];
  /** "METHOD /path" of the responses to change (`/delete/{id}` routes without the id). */
  route: string;
  what: string;
  apply: (reply: Reply) => Reply;
}

/** A value of another type than `value`, which the readers do not accept either. */
const retyped = (value: unknown): unknown => {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number' || typeof value === 'boolean') return 'damaged';
  if (value === null) return { damaged: true };
  return 'damaged';
};

/** The map key a `$name` path step stands for: the value of `name` beside the map. */
const keyOf = (step: string, holder: Record<string, unknown>): string | undefined => {
  if (!step.startsWith('$')) return step;
  const named = holder[step.slice(1)];
  return typeof named === 'string' ? named : undefined;
};

/**
 * Applies `change` at a dotted path; `*` walks every list element, `$status` is the key named
 * by the `status` beside the map that holds it (`holder`).
 */
export function damage(
  value: unknown,
  path: string[],
  change: Change,
  holder: Record<string, unknown> = {},
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(value)) {
    return step === '*' ? value.map((item) => damage(item, rest, change, holder)) : value;
  }
  const record = value as Record<string, unknown>;
  const key = keyOf(step, holder);
  if (key === undefined || !(key in record)) return value;
  const child = record[key];
  if (rest.length > 0) return { ...record, [key]: damage(child, rest, change, record) };
  const others = Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
  switch (change) {
    case 'drop':
      return others;
    case 'retype':
      return { ...record, [key]: retyped(child) };
    case 'rename':
      return { ...others, [`${key}_renamed`]: child };
    case 'more statuses':
      return {
        ...record,
        [key]: {
          ...Object.fromEntries(otherStatuses(key).map((status) => [status, banner])),
          ...(child as object),
        },
      };
  }
}

/** Whether the example body holds the path (the pact asserts what its example holds). */
export function holds(
  value: unknown,
  path: string[],
  holder: Record<string, unknown> = {},
): boolean {
  const [step, ...rest] = path;
  if (step === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return step === '*' && value.some((item) => holds(item, rest, holder));
  const record = value as Record<string, unknown>;
  const key = keyOf(step, holder);
  return key !== undefined && key in record && holds(record[key], rest, record);
}

function describe(change: Change, path: string): string {
  switch (change) {
    case 'drop':
      return 'removed';
    case 'retype':
      return 'retyped';
    case 'rename':
      return `renamed ${path.split('.').pop() ?? ''}_renamed`;
    default:
      return `with ${change}`;
  }
}

export const fieldChange = (
  interactions: string[],
  route: string,
  path: string,
  change: Change,
): Mutation => ({
  interactions,
  route,
  what: `${path} ${describe(change, path)}`,
  apply: (reply) => ({ ...reply, body: damage(reply.body, path.split('.'), change) }),
});

/** `/delete/{id}` answers count as one route. */
export const routeOf = (key: string): string => key.replace(/\/delete\/\d+$/, '/delete');

/** The mutation as the provider applies it: only to the responses of its route. */
export const asResponseMutation =
  (mutation: Mutation): ResponseMutation =>
  (key, reply) =>
    mutation.route === '*' || routeOf(key) === mutation.route ? mutation.apply(reply) : reply;
