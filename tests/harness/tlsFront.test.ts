// @vitest-environment node
import { createHash } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterEach, expect, it } from 'vitest';
import { localCertificate, startTlsFront } from './tlsFront';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function plainServer(): Promise<{ port: number; seen: http.IncomingHttpHeaders[] }> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(201, { 'x-answer': 'kept', connection: 'keep-alive' });
      response.end(`${request.method} ${request.url} ${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, seen };
}

it('answers over HTTP/2 and TLS what the plain server answers, minus per-connection headers', async () => {
  const target = await plainServer();
  const certificate = localCertificate();
  const { port: frontPort, close } = await startTlsFront(0, target.port, certificate);
  cleanups.push(close);

  const session = http2.connect(`https://localhost:${frontPort}`, { ca: certificate.cert });
  cleanups.push(() => new Promise((resolve) => session.close(() => resolve(undefined))));
  const stream = session.request({ ':method': 'POST', ':path': '/v1/portal?x=1' });
  stream.end('meals');
  const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) =>
    stream.once('response', resolve),
  );
  let body = '';
  for await (const chunk of stream) body += (chunk as Buffer).toString();

  expect(headers[':status']).toBe(201);
  expect(headers['x-answer']).toBe('kept');
  expect(headers.connection).toBeUndefined();
  expect(body).toBe('POST /v1/portal?x=1 meals');
  expect(target.seen[0].host).toBe(`localhost:${target.port}`);
});

it("pins the certificate's own public key", async () => {
  const target = await plainServer();
  const certificate = localCertificate();
  const { port: frontPort, close } = await startTlsFront(0, target.port, certificate);
  cleanups.push(close);

  const socket = tls.connect({ port: frontPort, host: 'localhost', ca: certificate.cert });
  await new Promise((resolve) => socket.once('secureConnect', resolve));
  const presented = socket.getPeerX509Certificate();
  socket.destroy();
  const spki = presented?.publicKey.export({ type: 'spki', format: 'der' });
  expect(
    createHash('sha256')
      .update(spki ?? '')
      .digest('base64'),
  ).toBe(certificate.spkiHash);
});
