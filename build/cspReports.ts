// Collects the CSP violation reports the preview server's pages send, for the browser tests to read.
import type { ServerLike } from './serverLike.ts';

/** Where `vite preview` collects CSP violation reports: POST adds, GET lists, DELETE clears. */
export const CSP_REPORT_PATH = '/__csp-reports';

export function collectCspReports(server: ServerLike): void {
  let reports: unknown[] = [];
  server.middlewares.use((req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return next();
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          reports.push(JSON.parse(text));
        } catch {
          reports.push({ unreadable: text.slice(0, 2000) });
        }
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (req.method === 'DELETE') reports = [];
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(reports));
  });
}
