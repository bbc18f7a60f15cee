/**
 * The small, total readers every response reader is built from: each takes anything and gives back
 * a value of its type or a fallback, never throws.
 */
import type { StatusMessage } from '../generated';

export type Loose = Record<string, unknown>;
export type StatusMessages = Partial<Record<string, StatusMessage>>;

/**
 * A response whose overall shape is not one the API allows (a string where a record is due, `{}`
 * where a list is due). The page shows it as a failed load, never as an empty success.
 */
export class UnreadableResponse extends Error {
  constructor(what: string) {
    super(`The ${what} response could not be read.`);
    this.name = 'UnreadableResponse';
  }
}

export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const objectOr = (value: unknown): Loose => (isRecord(value) ? value : {});

/** The response as a record, or UnreadableResponse. */
export function recordOf(body: unknown, what: string): Loose {
  if (!isRecord(body)) throw new UnreadableResponse(what);
  return body;
}

export const listOr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const textOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' ? value : fallback;

/** A finite number, or a plain decimal string ("12.50") read as one. */
export function numberOr<T>(value: unknown, fallback: T): number | T {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return fallback;
}

/** A whole number id, also when sent as digits in a string. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** Messages whose header or body is not text are dropped field by field; empty ones are left out. */
export function readStatusMessages(value: unknown): StatusMessages {
  const messages: StatusMessages = {};
  Object.entries(objectOr(value)).forEach(([status, entry]) => {
    const message = objectOr(entry);
    const header = textOr(message.header, '');
    const body = textOr(message.body, '');
    if (header || body) messages[status] = { header, body };
  });
  return messages;
}

/** What every task's list response carries. A missing or malformed status reads as null. */
export interface TaskRecord {
  status: string | null;
  statusMessages: StatusMessages;
}

export const taskFieldsOf = (body: Loose): TaskRecord => ({
  status: textOr(body.status, null),
  statusMessages: readStatusMessages(body.statusMessages),
});
