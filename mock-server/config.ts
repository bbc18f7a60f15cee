// Ports and public addresses. Mutable on purpose: tests listen on ephemeral ports and then set
// `config.sandboxPort`, so every generated URL (signing page, file links) points at the real gateway.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const config = {
  sandboxPort: num(process.env.SANDBOX_PORT, 4010),
  prismPort: num(process.env.PRISM_PORT, 4011),
  upstreamPort: num(process.env.UPSTREAM_PORT, 4012),
  defaultPortalOrigin: process.env.PORTAL_ORIGIN ?? 'http://localhost:5173',
  /** Where the fake signing page is addressed; a real provider serves it from its own origin. */
  signingOrigin: process.env.SIGNING_ORIGIN ?? '',
};

export const publicBaseUrl = (): string => `http://localhost:${config.sandboxPort}`;
/** The signing page's origin: `SIGNING_ORIGIN` (e.g. the gateway as 127.0.0.1), else the gateway. */
export const signingBaseUrl = (): string => config.signingOrigin || publicBaseUrl();
export const fileBaseUrl = (): string => `${publicBaseUrl()}/files`;

/** The repository root (parent of mock-server/), where openapi.yaml and node_modules live. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Origins allowed to frame the provider pages (the portal in dev and preview mode). */
export const portalOrigins = (): string[] =>
  Array.from(
    new Set([
      config.defaultPortalOrigin,
      'http://localhost:5173',
      'http://localhost:4173',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:4173',
    ]),
  );
