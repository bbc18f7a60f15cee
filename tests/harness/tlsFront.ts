import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate for `localhost` made for one run, and the pin a browser is told to trust. */
export interface LocalCertificate {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
}

export function localCertificate(): LocalCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  try {
    try {
      // prettier-ignore
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2',
        '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
      ], { stdio: 'ignore' });
    } catch (error) {
      const message = 'openssl could not make the HTTPS certificate (apt-get install openssl)';
      throw new Error(message, { cause: error });
    }
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spkiHash: createHash('sha256').update(publicKey).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Per-connection headers of HTTP/1.1, which HTTP/2 forbids, and `host`, which names the target.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * HTTPS with HTTP/2 on `listenPort` (0: any free port) in front of a local HTTP server, as a
 * production host serves the portal and its API: one multiplexed connection per origin instead of
 * up to six HTTP/1.1 ones. Bodies and headers pass through unchanged.
 */
export function startTlsFront(
  listenPort: number,
  targetPort: number,
  certificate: LocalCertificate,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http2.createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: 'localhost',
          port: targetPort,
          method: request.method,
          path: request.url,
          headers: { ...forwardable(request.headers), host: `localhost:${targetPort}` },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  // A browser keeps its connection open: closing the server alone would wait for it.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const close = () =>
    new Promise<void>((closed) => {
      server.close(() => closed());
      for (const session of sessions) session.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, 'localhost', () =>
      resolve({ port: (server.address() as AddressInfo).port, close }),
    );
  });
}
