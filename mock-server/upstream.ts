// The upstream server (port 4012): the stateful implementation Prism forwards /v1 calls to.
// Paths are matched with or without the /v1 prefix (Prism forwards the spec path it matched).
import http from 'node:http';
import { login } from './handlers/auth.js';
import { HttpError, readBody, type Ctx, type Reply } from './http.js';
import { LOGIN_PATH, matchPattern, ROUTES, stripApiPrefix } from './routes.js';
import { authenticate } from './state.js';

const send = (res: http.ServerResponse, reply: Reply, lastAccess: string): void => {
  res.setHeader('x-last-access', lastAccess);
  res.setHeader('Cache-Control', 'no-store');
  if ('bytes' in reply) {
    res.writeHead(reply.status, {
      ...reply.headers,
      'Content-Type': reply.contentType,
      'Content-Length': reply.bytes.length,
    });
    res.end(reply.bytes);
    return;
  }
  const text = JSON.stringify(reply.json);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};

const header = (req: http.IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export const handleUpstream = async (
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> => {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const path = stripApiPrefix(url.pathname);
  const method = req.method ?? 'GET';
  const now = new Date().toISOString();
  try {
    const body = await readBody(req);
    if (path === LOGIN_PATH && method === 'POST') {
      const { reply, session } = login(body);
      send(res, reply, session?.lastAccess ?? now);
      return;
    }
    const candidates = ROUTES.map((r) => ({ r, params: matchPattern(r.pattern, path) })).filter(
      (m) => m.params,
    );
    const match = candidates.find((m) => m.r.method === method);
    if (!match?.params) {
      const status = candidates.length ? 405 : 404;
      send(
        res,
        { status, json: { message: status === 405 ? 'Method not allowed.' : 'Not found.' } },
        now,
      );
      return;
    }
    const auth = authenticate(
      header(req, 'authorization'),
      header(req, 'x-user-info'),
      header(req, 'x-last-access'),
    );
    if (!auth) {
      send(res, { status: 401, json: { message: 'Unauthenticated.' } }, now);
      return;
    }
    const ctx: Ctx = {
      req,
      auth,
      query: url.searchParams,
      params: match.params,
      body,
      origin: header(req, 'origin'),
    };
    send(res, match.r.handler(ctx), auth.session.lastAccess);
  } catch (err) {
    if (err instanceof HttpError) {
      send(res, { status: err.status, json: { message: err.message } }, now);
      return;
    }
    console.error('[sandbox] handler error', err);
    send(res, { status: 500, json: { message: 'Internal sandbox error.' } }, now);
  }
};

export const createUpstreamServer = (): http.Server =>
  http.createServer((req, res) => {
    void handleUpstream(req, res);
  });
