/** Ports of the browser suite's own sandbox and preview server (apart from `npm start`'s). */
export const SANDBOX_PORT = 4710;
export const PORTAL_PORT = 4173;
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
