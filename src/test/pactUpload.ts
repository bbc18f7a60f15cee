/**
 * The upload interactions the consumer contract tests recorded (contracts/pacts), read back so a
 * page test can hold the request the page really sends against them: a drift between the two
 * fails there, and the pact freshness check ties the file to the contract test that wrote it.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { FakeXhr } from './fakeXhr';

const PACT_FILE = 'contracts/pacts/guest-portal-guest-portal-api.json';

/** Sent by the page, not declared in the pact (a provider does not check it). */
const UNDECLARED_HEADERS = ['accept'];

interface PactRequest {
  method: string;
  path: string;
  headers: Record<string, string[]>;
  body?: { content: string };
  matchingRules?: { header?: Record<string, { matchers: { match: string; regex?: string }[] }> };
}

interface PactFile {
  interactions: { request: PactRequest }[];
}

/**
 * The recorded requests of the upload interactions for `path`, e.g.
 * `/portal/customer_documents/upload` (passports have two: the first file and a 13th).
 */
function recordedUploads(path: string): PactRequest[] {
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactFile;
  const found = pact.interactions.filter((interaction) => interaction.request.path === path);
  expect(found.length, `pact interactions for ${path}`).toBeGreaterThan(0);
  return found.map((interaction) => interaction.request);
}

/** The multipart field names of a recorded body. */
function recordedFields(request: PactRequest): string[] {
  const multipart = Buffer.from(request.body?.content ?? '', 'base64').toString('latin1');
  return [...multipart.matchAll(/Content-Disposition: form-data; name="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

/**
 * Expects the page's upload (as the fake XMLHttpRequest saw it) to be the request the pact
 * recorded: method, path below `apiBaseUrl`, multipart field, and the same headers, each value
 * matching the pact's rule for it.
 */
export function expectUploadAsRecorded(sent: FakeXhr, apiBaseUrl: string): void {
  expect(sent.url.startsWith(apiBaseUrl)).toBe(true);
  const path = sent.url.slice(apiBaseUrl.length);
  for (const recorded of recordedUploads(path)) expectRecorded(sent, recorded);
}

function expectRecorded(sent: FakeXhr, recorded: PactRequest): void {
  expect(sent.method).toBe(recorded.method);
  expect(sent.parts.map(([field]) => field)).toEqual(recordedFields(recorded));

  // The browser writes the multipart Content-Type (with its boundary) for a FormData body.
  const recordedType = recorded.headers['Content-Type']?.[0] ?? '';
  expect(recordedType).toMatch(/^multipart\/form-data;/);
  expect(sent.body).toBeInstanceOf(FormData);
  const declared = Object.keys(recorded.headers).filter((name) => name !== 'Content-Type');
  const sentNames = Object.keys(sent.headers).filter(
    (name) => !UNDECLARED_HEADERS.includes(name.toLowerCase()),
  );
  expect(sentNames.map((name) => name.toLowerCase()).sort()).toEqual(
    declared.map((name) => name.toLowerCase()).sort(),
  );
  for (const name of declared) {
    const value = Object.entries(sent.headers).find(
      ([sentName]) => sentName.toLowerCase() === name.toLowerCase(),
    )?.[1];
    const rule = recorded.matchingRules?.header?.[name]?.matchers.find((m) => m.match === 'regex');
    if (rule?.regex) expect(value, name).toMatch(new RegExp(rule.regex));
    else expect(value, name).toBe(recorded.headers[name][0]);
  }
}
