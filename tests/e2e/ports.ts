/**
 * Ports of the browser suite's own sandbox and preview server (apart from `npm start`'s).
 * `E2E_PORT_OFFSET` shifts both, so two checkouts can run the suite side by side.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const SANDBOX_PORT = 4710 + PORT_OFFSET;
export const PORTAL_PORT = 4173 + PORT_OFFSET;
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
/** The signing page's own origin (tests/e2e/config.json): the sandbox under another host name. */
export const SIGNING_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The preview server's CSP report collector (`CSP_REPORT_PATH` in build/cspReports.ts). */
export const CSP_REPORTS_URL = `${PORTAL_URL}/__csp-reports`;

/** Debian's Chromium, never a downloaded browser; flags measured to work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
