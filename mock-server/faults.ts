// Fault injection for browser tests: registered through POST /__sandbox/faults and applied by the
// gateway before (or, for empty-list, after) forwarding a /v1 call.
import { stripApiPrefix } from './routes.js';

export const FAULT_KINDS = [
  '500',
  'delay',
  'drop',
  'malformed',
  'missing-fields',
  'empty-list',
  'hang',
  'truncate',
  'raw',
  'locked',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  id: number;
  method: string | undefined;
  path: string;
  kind: FaultKind;
  /** How many matching calls it still applies to; undefined = until cleared. */
  times: number | undefined;
  ms: number;
  /** `raw` only: the response's status, body text and content type (default 200, "", JSON). */
  status: number;
  body: string;
  contentType: string;
}

export const DEFAULT_DELAY_MS = 15_000;

let faults: Fault[] = [];
let lastId = 0;

const isKind = (v: unknown): v is FaultKind =>
  typeof v === 'string' && (FAULT_KINDS as readonly string[]).includes(v);

/** Validates a control request body; returns the fault or a message explaining what is wrong. */
export const addFault = (input: unknown): Fault | string => {
  if (typeof input !== 'object' || input === null)
    return 'Body must be {method?, path, kind, times?, ms?, status?, body?, contentType?}.';
  const { method, path, kind, times, ms, status, body, contentType } = input as Record<
    string,
    unknown
  >;
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must start with "/", e.g. "/v1/portal".';
  if (!isKind(kind)) return `kind must be one of ${FAULT_KINDS.join(', ')}.`;
  if (method !== undefined && typeof method !== 'string') return 'method must be a string.';
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    return 'times must be a positive integer.';
  }
  if (ms !== undefined && (typeof ms !== 'number' || ms < 0))
    return 'ms must be a number of milliseconds.';
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
  )
    return 'status must be an HTTP status from 100 to 599.';
  if (body !== undefined && typeof body !== 'string' && (typeof body !== 'object' || body === null))
    return 'body must be a string (sent as is) or JSON (sent serialised).';
  if (contentType !== undefined && typeof contentType !== 'string')
    return 'contentType must be a string.';
  const fault: Fault = {
    id: ++lastId,
    method: method?.toUpperCase(),
    path: stripApiPrefix(path),
    kind,
    times,
    ms: ms ?? DEFAULT_DELAY_MS,
    status: typeof status === 'number' ? status : 200,
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    contentType: typeof contentType === 'string' ? contentType : 'application/json',
  };
  faults.push(fault);
  return fault;
};

export const clearFaults = (): void => {
  faults = [];
};

export const listFaults = (): Fault[] => faults.map((f) => ({ ...f }));

/** A path ending in "/*" stands for every path below it (".../delete/*": any document id). */
const pathMatches = (pattern: string, path: string): boolean =>
  pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** Returns the first fault matching this call and uses up one of its `times`. */
export const takeFault = (method: string, path: string): Fault | null => {
  const apiPath = stripApiPrefix(path);
  const fault = faults.find(
    (f) => pathMatches(f.path, apiPath) && (!f.method || f.method === method.toUpperCase()),
  );
  if (!fault) return null;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
  }
  return { ...fault };
};

/** "empty-list": every array anywhere in the response becomes [] (bare lists included). */
export const emptyLists = (value: unknown): unknown => {
  if (Array.isArray(value)) return [];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyLists(v)]));
  }
  return value;
};
