// Test helper (not a test): runs the upstream and the gateway (without Prism) on ephemeral ports
// in the test's own process, with fresh demo data, and offers small fetch helpers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { config } from './config.js';
import { clearFaults } from './faults.js';
import { removeFilesRoot } from './files.js';
import { createGateway } from './gateway.js';
import { resetStore } from './state.js';
import { createUpstreamServer } from './upstream.js';

export interface Sandbox {
  gateway: string;
  upstream: string;
  close: () => Promise<void>;
}

const listen = (server: http.Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export const startSandbox = async (): Promise<Sandbox> => {
  const upstream = createUpstreamServer();
  const upstreamPort = await listen(upstream);
  const gateway = createGateway({ upstreamPort, prism: null });
  config.sandboxPort = await listen(gateway);
  resetStore();
  clearFaults();
  const close = async (): Promise<void> => {
    gateway.closeAllConnections();
    upstream.closeAllConnections();
    await Promise.all([gateway, upstream].map((s) => new Promise((r) => s.close(r))));
    removeFilesRoot();
  };
  return {
    gateway: `http://127.0.0.1:${config.sandboxPort}`,
    upstream: `http://127.0.0.1:${upstreamPort}`,
    close,
  };
};

export interface Session {
  headers: Record<string, string>;
  userId: number;
}

export const DEMO: Record<string, string> = {
  'KX-1001': 'emma.walker@example.com',
  'KX-2002': 'kenji.tanaka@example.com',
  'KX-3003': 'olivia.brown@example.com',
  'KX-4004': 'grace.miller@example.com',
};

export const login = async (base: string, reservationId: string): Promise<Session> => {
  const res = await fetch(`${base}/v1/auth/customer_login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO[reservationId], reservationId }),
  });
  const body = (await res.json()) as { token: string; user_id: number; last_access: string };
  return {
    userId: body.user_id,
    headers: {
      Authorization: `Bearer ${body.token}`,
      'X-User-Info': String(body.user_id),
      'X-Last-Access': body.last_access,
    },
  };
};

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** JSON call with the session's headers; body objects are sent as JSON. */
export const api = async <T = Record<string, unknown>>(
  base: string,
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...(session?.headers ?? {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the raw text (malformed-fault tests look at it)
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
};
