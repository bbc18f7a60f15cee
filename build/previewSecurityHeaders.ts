// `vite preview` sends the security headers a production host sends, and collects CSP reports.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { securityHeaders } from '../src/config/securityHeaders.ts';
import { collectCspReports, CSP_REPORT_PATH } from './cspReports.ts';
import { runtimeConfigFile } from './runtimeConfigOverride.ts';

export function previewSecurityHeaders(): Plugin {
  return {
    name: 'preview-security-headers',
    configurePreviewServer(server) {
      const headersFor = securityHeaders(
        JSON.parse(readFileSync(runtimeConfigFile(), 'utf8')) as Record<string, string>,
        CSP_REPORT_PATH,
      );
      collectCspReports(server);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        Object.entries(headersFor(path)).forEach(([name, value]) => res.setHeader(name, value));
        next();
      });
    },
  };
}
