/**
 * Shared pieces of the consumer contract tests: the pact, the guests the provider states name,
 * matchers for the values whose exact text is not the point, and a real store per interaction.
 */
import { readFileSync } from 'node:fs';
import { MatchersV3, PactV4, type V3RegexMatcher } from '@pact-foundation/pact';
import { loginSucceeded } from '../src/api/session';
import { portalApi } from '../src/api/portalApi';
import { attachPortalApi, createAppStore } from '../src/app/store';

export const PACT_DIR = 'contracts/pacts';
export const CONSUMER = 'guest-portal';
export const PROVIDER = 'guest-portal-api';

/**
 * Interactions record paths relative to `apiBaseUrl` (`/portal/...`, `/auth/...`), the way
 * openapi.yaml writes them: the provider is verified at a base URL that ends in `/v1`.
 */
export const API_BASE_PATH = '';

export const newPact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

export const fixture = (name: string): string => `contracts/fixtures/${name}`;
export const fixtureBytes = (name: string): Buffer => readFileSync(fixture(name));

/** Fixed, so the pact files do not change from run to run. */
export const LAST_ACCESS = '2026-01-15T09:30:00.000Z';

export interface Guest {
  reservationId: string;
  email: string;
  userId: number;
  /** The token a provider state hands out for this guest (the sandbox: `sandbox-<reservation>`). */
  token: string;
}

const guest = (reservationId: string, email: string, userId: number): Guest => ({
  reservationId,
  email,
  userId,
  token: `sandbox-${reservationId}`,
});

export const FRESH = guest('KX-1001', 'emma.walker@example.com', 1001);
export const MIDWAY = guest('KX-2002', 'kenji.tanaka@example.com', 2002);

// ---- matchers ----
const { regex, like, integer } = MatchersV3;
export { MatchersV3 };

export const ISO_DATE_TIME =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:?\\d{2})$';
/** A calendar date, optionally with a time (space or `T`, seconds, fraction and offset optional). */
export const DATE_OPTIONAL_TIME =
  '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
export const ABSOLUTE_URL = '^https?://\\S+$';
/** Document paths are appended to `fileBaseUrl`, so they start with a slash (spaces allowed). */
export const FILE_PATH = '^/.*\\S.*$';
/** `food_allergies` as the portal reads it: null, a list of ids, or a string holding either. */
export const ALLERGY_IDS = '^(null|\\[(\\d+(,\\s*\\d+)*)?\\]|\\d+(\\s*,\\s*\\d+)*|)$';
/** `has_allergies`: 0/1 or a boolean, or null while the guest has not answered. */
export const ALLERGY_FLAG = '^(null|0|1|true|false)$';
/** A nullable text: null or any string. */
export const NULLABLE_TEXT = '^[\\s\\S]*$';

export const absoluteUrl = (example: string) => regex(ABSOLUTE_URL, example);

/** A value the pact records as `example` but that the provider may answer as any JSON the pattern fits (null included). */
export const looseValue = (pattern: string, example: unknown): V3RegexMatcher =>
  ({ 'pact:matcher:type': 'regex', regex: pattern, value: example }) as unknown as V3RegexMatcher;

/**
 * A request value the provider state supplies: the pact keeps `example`, and during verification
 * the value comes from the state-change answer (`${name}` in `expression`), so a back end may use
 * its own ids, tokens, guests and amounts. The pattern still applies to what the portal sends.
 */
export const fromState = <T extends string | number>(
  expression: string,
  example: T,
  pattern?: string,
) =>
  pattern
    ? ({
        'pact:matcher:type': 'regex',
        regex: pattern,
        'pact:generator:type': 'ProviderState',
        expression,
        value: example,
      } as unknown as V3RegexMatcher)
    : MatchersV3.fromProviderState(expression, example);

/**
 * The three session headers every call but login carries. All three come from the provider state
 * (`token`, `user_id`, `lastAccess`: the server time it last handed out), so a server may check
 * each of them, the last access included.
 */
export const authHeaders = (g: Guest) => ({
  Authorization: fromState('Bearer ${token}', `Bearer ${g.token}`, '^Bearer \\S+$'),
  'X-User-Info': fromState('${user_id}', String(g.userId), '^\\d+$'),
  'X-Last-Access': fromState('${lastAccess}', LAST_ACCESS, ISO_DATE_TIME),
});

/**
 * Banner texts keyed by status. The page shows the entry of the current status, so that key must
 * be there with a text header and body; which other statuses a server lists is its choice.
 */
export const statusMessages = (current: string) => ({
  [current]: { header: like(`Header for ${current}`), body: like(`Body text for ${current}.`) },
});

/**
 * Any 2xx, for a change whose response the portal reads only by its status: no body is asserted
 * (204 and an empty 201 are fine; a response that is not JSON would still fail in the portal, a
 * limit the pact cannot state without rejecting the empty body).
 */
export const SUCCESS = MatchersV3.matchStatus(200, MatchersV3.HTTPResponseStatusClass.Success);

export const messageBody = (example: string) => ({ message: like(example) });

/**
 * An uploaded document as the portal lists it: the id the delete call needs, the path it
 * previews from, and the MIME type that picks the preview. The display name (`title` or `name`)
 * is optional: the portal falls back to the file name in `path`.
 */
export const documentMatcher = (id: number, path: string, mime: string) => ({
  id: integer(id),
  path: regex(FILE_PATH, path),
  mime_type: like(mime),
});

// ---- the real client ----

/** A real store whose calls go to the Pact mock server, with the guest's session already in place. */
export function storeFor(mockServerUrl: string, g?: Guest) {
  const store = createAppStore({
    apiBaseUrl: `${mockServerUrl}${API_BASE_PATH}`,
    fileBaseUrl: `${mockServerUrl}/files`,
    paymentPageUrl: `${mockServerUrl}/payment`,
    signingOrigin: mockServerUrl,
  });
  attachPortalApi(store, portalApi);
  if (g) {
    store.dispatch(
      loginSucceeded({
        token: g.token,
        userId: String(g.userId),
        userEmail: g.email,
        lastAccess: LAST_ACCESS,
      }),
    );
  }
  return store;
}

/** A file as the browser hands it to the upload code. */
export const fixtureFile = (name: string, type: string): File =>
  new File([new Uint8Array(fixtureBytes(name))], name, { type });

/** Fixed multipart boundary: Pact records it, and a random one would change the pact every run. */
export const BOUNDARY = 'guest-portal-contract-boundary';
