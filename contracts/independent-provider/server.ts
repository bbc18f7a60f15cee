/**
 * A second provider, written apart from the sandbox, that the pacts must pass too: the API under
 * `/v1`, sessions checked on every call but sign-in, and a provider-state endpoint at
 * `/_states`. `setMutation` lets the mutation run damage one response at a time. In strict mode it
 * enforces every rule openapi.yaml states for a request, X-Last-Access included (it must be the
 * server time this server handed out last).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { route, type Call, type Reply } from './routes.js';

export type { Reply };
import { setUpState } from './states.js';
import { freshWorld, newToken, serverTime, type World } from './world.js';

/** Changes a response before it is sent; `key` is "METHOD /path" without the `/v1` base. */
export type ResponseMutation = (key: string, reply: Reply) => Reply;

export interface IndependentProvider {
  baseUrl: string;
  stateUrl: string;
  /** Replaces the mutation applied to every later response (null: responses stay intact). */
  setMutation: (mutation: ResponseMutation | null) => void;
  stop: () => Promise<void>;
}

const API_PREFIX = '/v1';

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const jsonOf = (raw: Buffer): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The name of the multipart field that carries a file, if the body is multipart. */
const fileFieldOf = (req: IncomingMessage, raw: Buffer): string | null => {
  if (!req.headers['content-type']?.startsWith('multipart/form-data')) return null;
  return /name="([^"]+)"; filename="/.exec(raw.toString('latin1'))?.[1] ?? null;
};

/** Every 2xx response carries the server time, which the client must send back next time. */
const withServerTime = (world: World, reply: Reply): Reply => {
  if (reply.status < 200 || reply.status >= 300) return reply;
  world.lastAccess = serverTime();
  return { ...reply, headers: { 'x-last-access': world.lastAccess, ...reply.headers } };
};

function send(res: ServerResponse, reply: Reply): void {
  const headers = reply.headers ?? {};
  if (reply.bytes) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': reply.bytes.type });
    res.end(reply.bytes.data);
    return;
  }
  res.writeHead(reply.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(reply.body ?? {}));
}

function signIn(world: World, json: Record<string, unknown>): Reply {
  if (json.email !== world.email || json.reservationId !== world.reservation) {
    return { status: 401, body: { message: 'We could not find that booking.' } };
  }
  world.token = newToken();
  return {
    status: 200,
    body: {
      token: world.token,
      user_id: world.userId,
      user_email: world.email,
      message: 'Welcome.',
    },
  };
}

const signedIn = (world: World, req: IncomingMessage, strict: boolean): boolean =>
  world.token !== null &&
  req.headers.authorization === `Bearer ${world.token}` &&
  req.headers['x-user-info'] === String(world.userId) &&
  (!strict || req.headers['x-last-access'] === world.lastAccess);

export interface ProviderOptions {
  port?: number;
  /** Enforce every request rule of openapi.yaml, the last access included. */
  strict?: boolean;
}

export function startIndependentProvider({
  port = 0,
  strict = false,
}: ProviderOptions = {}): Promise<IndependentProvider> {
  let world = freshWorld();
  let mutation: ResponseMutation | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    const json = jsonOf(raw);
    if (req.method === 'POST' && url.pathname === '/_states') {
      if (json.action === 'teardown') return send(res, { status: 200, body: {} });
      const params = typeof json.params === 'object' && json.params !== null ? json.params : {};
      const answer = setUpState(String(json.state), params as Record<string, unknown>);
      if (!answer.ok) return send(res, { status: 400, body: { message: 'Unknown state.' } });
      world = answer.world;
      return send(res, { status: 200, body: answer.values });
    }
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : null;
    const method = req.method ?? 'GET';
    let reply: Reply;
    if (path === '/auth/customer_login' && method === 'POST') {
      reply = signIn(world, json);
    } else {
      const found = path === null ? null : route(method, path);
      if (!found) reply = { status: 404, body: { message: 'Not found.' } };
      else if (!signedIn(world, req, strict))
        reply = { status: 401, body: { message: 'Please sign in.' } };
      else {
        const call: Call = {
          world,
          method,
          path: path ?? '',
          query: url.searchParams,
          json,
          fileField: fileFieldOf(req, raw),
        };
        reply = found.handler(call, found.id);
      }
    }
    reply = withServerTime(world, reply);
    send(res, mutation ? mutation(`${method} ${path ?? ''}`, reply) : reply);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, body: { message: String(error) } });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${bound}`;
      resolve({
        baseUrl: `${origin}${API_PREFIX}`,
        stateUrl: `${origin}/_states`,
        setMutation: (next) => {
          mutation = next;
        },
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
