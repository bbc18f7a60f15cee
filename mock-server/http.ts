// Small HTTP and input helpers shared by the handlers (node:http only, no framework).
import type { IncomingMessage } from 'node:http';
import type { AuthContext } from './state.js';

/** Thrown by handlers; the router turns it into `status {message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (status: number, message: string): never => {
  throw new HttpError(status, message);
};

export type Reply =
  | { status: number; json: unknown }
  | { status: number; bytes: Buffer; contentType: string; headers?: Record<string, string> };

export const ok = (json: unknown): Reply => ({ status: 200, json });
export const message = (text: string): Reply => ({ status: 200, json: { message: text } });

export interface Ctx {
  /** Content-Type of the request (multipart uploads carry their boundary in it). */
  contentType: string | undefined;
  auth: AuthContext;
  query: URLSearchParams;
  params: Record<string, string>;
  body: Buffer;
  /** Origin header of the browser call (forwarded faithfully by the gateway and Prism). */
  origin: string | undefined;
}

export const readBody = (req: IncomingMessage, limit = 12 * 1024 * 1024): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, 'Request body is too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export type Json = Record<string, unknown>;

export const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const jsonBody = (body: Buffer): Json => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8') || 'null');
  } catch {
    return fail(400, 'The request body must be valid JSON.');
  }
  return isRecord(parsed) ? parsed : fail(400, 'The request body must be a JSON object.');
};

export const intField = (obj: Json, name: string): number => {
  const v = obj[name];
  return typeof v === 'number' && Number.isInteger(v)
    ? v
    : fail(400, `The ${name} field must be an integer.`);
};

export const numberField = (obj: Json, name: string): number => {
  const v = obj[name];
  return typeof v === 'number' && Number.isFinite(v)
    ? v
    : fail(400, `The ${name} field must be a number.`);
};

export const stringField = (obj: Json, name: string): string => {
  const v = obj[name];
  return typeof v === 'string' ? v : fail(400, `The ${name} field must be a string.`);
};

/** Submit bodies carry the target status, e.g. {meal_request_status: "processing"}. */
export const expectStatusField = (body: Buffer, field: string, expected: string): void => {
  const value = jsonBody(body)[field];
  if (value !== expected) fail(400, `The ${field} field must be "${expected}".`);
};

/** Money compared to the cent, as the gateway and the ledger would. */
export const cents = (amount: number): number => Math.round(amount * 100);
