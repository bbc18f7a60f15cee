// The upstream server (port 4012): the stateful implementation Prism forwards /v1 calls to. It
// serves exactly the MSW handlers the unit tests use (mswHandlers.ts), through msw's getResponse.
// Paths are matched with or without the /v1 prefix (Prism forwards the spec path it matched).
import http from 'node:http';
import { getResponse } from 'msw';
import { HttpError, readBody } from './http.js';
import { createHandlers } from './mswHandlers.js';
import { stripApiPrefix } from './routes.js';

const BASE = 'http://upstream/v1';
const handlers = createHandlers(BASE);

const toRequest = (req: http.IncomingMessage, body: Buffer): Request => {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  return new Request(`${BASE}${stripApiPrefix(url.pathname)}${url.search}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
};

const send = async (res: http.ServerResponse, response: Response): Promise<void> => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, { ...headers, 'Content-Length': bytes.length });
  res.end(bytes);
};

const problem = (status: number, text: string): Response =>
  Response.json(
    { message: text },
    { status, headers: { 'x-last-access': new Date().toISOString() } },
  );

export const handleUpstream = async (
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> => {
  let response: Response;
  try {
    const request = toRequest(req, await readBody(req));
    response = (await getResponse(handlers, request)) ?? problem(404, 'Not found.');
  } catch (err) {
    if (!(err instanceof HttpError)) console.error('[sandbox] upstream error', err);
    response =
      err instanceof HttpError
        ? problem(err.status, err.message)
        : problem(500, 'Internal sandbox error.');
  }
  await send(res, response);
};

export const createUpstreamServer = (): http.Server =>
  http.createServer((req, res) => {
    void handleUpstream(req, res);
  });
