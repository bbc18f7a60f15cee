/** The sandbox's demo logins and control calls, shared by the Playwright suite and the engine runner. */
import { CSP_REPORTS_URL, SANDBOX_URL } from './ports';

export const ACCOUNTS = {
  fresh: { email: 'emma.walker@example.com', reservation: 'KX-1001' },
  midway: { email: 'kenji.tanaka@example.com', reservation: 'KX-2002' },
  finished: { email: 'olivia.brown@example.com', reservation: 'KX-3003' },
  group: { email: 'grace.miller@example.com', reservation: 'KX-4004' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** The group guest at ten times the demo's size, for `sandbox('group', …)`: the longest lists. */
export const TEN_TIMES_GROUP = { passengers: 240, passports: 11, flights: 12, invoices: 300 };

export async function sandbox(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
}

/** Violation reports the browser posted to the preview server (`report-uri`); DELETE clears. */
export async function cspReports(method: 'GET' | 'DELETE' = 'GET'): Promise<unknown[]> {
  const response = await fetch(CSP_REPORTS_URL, { method });
  return (await response.json()) as unknown[];
}
