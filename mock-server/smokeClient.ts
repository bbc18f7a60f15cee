// Helpers of smoke.ts: one logged call per operation, with Prism-violation and CORS checks.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE = process.argv[2] ?? 'http://localhost:4010';
const API = `${BASE}/v1`;
export const ORIGIN = 'http://localhost:5173';
export const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'sample-passport.jpg',
);

/** Session headers used by call(); failures counts every problem seen. */
export const run = { auth: {} as Record<string, string>, failures: 0 };
export const sha = (b: Buffer | Uint8Array): string =>
  crypto.createHash('sha256').update(b).digest('hex');

export interface Result {
  status: number;
  json: unknown;
  bytes: Buffer;
  headers: Headers;
}

export const call = async (
  op: string,
  method: string,
  url: string,
  expected: number,
  body?: unknown,
): Promise<Result> => {
  const headers: Record<string, string> = { Origin: ORIGIN, ...run.auth };
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${API}${url}`, { method, headers, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const json: unknown = type.includes('json') ? JSON.parse(bytes.toString('utf8') || 'null') : null;
  if (res.headers.get('x-last-access') && run.auth['X-Last-Access']) {
    run.auth['X-Last-Access'] = res.headers.get('x-last-access') ?? '';
  }
  const violation =
    res.status === 422 || type.includes('problem+json') || res.headers.has('sl-violations');
  const cors = res.headers.get('access-control-allow-origin') === ORIGIN;
  const ok = res.status === expected && !violation && cors && res.headers.has('x-last-access');
  if (!ok) run.failures++;
  const note = violation ? ` VIOLATION ${bytes.toString('utf8').slice(0, 600)}` : '';
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${op.padEnd(24)} ${method.padEnd(6)} ${url.slice(0, 60).padEnd(60)} ${res.status}${cors ? '' : ' (no CORS)'}${note}`,
  );
  return { status: res.status, json, bytes, headers: res.headers };
};

export const field = (v: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (acc, k) =>
      typeof acc === 'object' && acc !== null ? (acc as Record<string, unknown>)[k] : undefined,
    v,
  );

export const form = async (url: string, data: Record<string, string>): Promise<Response> =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(data) });

export const check = (label: string, ok: boolean): void => {
  if (!ok) run.failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
};

export const uploadForm = (
  fieldName: string,
  bytes: Buffer,
  name: string,
  type: string,
): FormData => {
  const fd = new FormData();
  fd.append(fieldName, new Blob([new Uint8Array(bytes)], { type }), name);
  return fd;
};
