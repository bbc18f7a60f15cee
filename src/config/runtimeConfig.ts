export interface RuntimeConfig {
  /** Where every API call goes; ends in `/v1`. */
  apiBaseUrl: string;
  /** An uploaded document's preview address is `fileBaseUrl + path`. */
  fileBaseUrl: string;
  /** The card provider's hosted payment page; the hidden `token` form is posted there. */
  paymentPageUrl: string;
  /**
   * The e-signature provider's origin (scheme, host, port), where its embedded signing pages
   * live: the only origin the signing frame may show, and the one the CSP lets the portal frame.
   * A leading `*.` in the host stands for any subdomain, as in a CSP host source
   * (`https://*.docusign.net`), since providers serve signing pages from regional hosts.
   */
  signingOrigin: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REQUIRED_KEYS = ['apiBaseUrl', 'fileBaseUrl', 'paymentPageUrl', 'signingOrigin'] as const;

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates untrusted JSON into a config, naming the first problem found. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError('config.json must hold a JSON object.');
  }
  const record = raw as Record<string, unknown>;
  for (const key of REQUIRED_KEYS) {
    const value = record[key];
    if (typeof value !== 'string' || !isAbsoluteHttpUrl(value)) {
      throw new ConfigError(`config.json: "${key}" must be an absolute http(s) URL.`);
    }
  }
  const trim = (value: string) => value.replace(/\/+$/, '');
  return {
    apiBaseUrl: trim(record.apiBaseUrl as string),
    fileBaseUrl: trim(record.fileBaseUrl as string),
    paymentPageUrl: record.paymentPageUrl as string,
    signingOrigin: new URL(record.signingOrigin as string).origin,
  };
}

/** Whether `url` is on the configured signing origin; a malformed address is on none. */
export function isSigningAddress(url: string, signingOrigin: string): boolean {
  let address: URL;
  let allowed: URL;
  try {
    address = new URL(url);
    allowed = new URL(signingOrigin);
  } catch {
    return false;
  }
  if (address.protocol !== allowed.protocol || address.port !== allowed.port) return false;
  // As in CSP, `*.example.com` matches every subdomain of example.com but not example.com.
  return allowed.hostname.startsWith('*.')
    ? address.hostname.endsWith(allowed.hostname.slice(1))
    : address.hostname === allowed.hostname;
}

/** Where `config.json` lies: beside index.html, so one build runs in every environment. */
export const runtimeConfigUrl = (doc: Document = document) =>
  new URL('config.json', doc.baseURI).href;

/** Reads `config.json` from beside index.html. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = runtimeConfigUrl(),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // Default caching, so the response preloaded by index.html is reused.
    response = await fetchImpl(url);
  } catch {
    throw new ConfigError('config.json could not be fetched.');
  }
  if (!response.ok) {
    throw new ConfigError(`config.json could not be loaded (HTTP ${response.status}).`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON.');
  }
  return parseRuntimeConfig(raw);
}
