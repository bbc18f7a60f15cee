// The fake back end's 27 operations and login as MSW request handlers: the one set of behaviours
// the sandbox serves (upstream.ts, behind Prism) and the unit tests use in-process (msw/node).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { login } from './handlers/auth.js';
import { HttpError, type Ctx, type Reply } from './http.js';
import { LOGIN_PATH, matchPattern, ROUTES } from './routes.js';
import { authenticate } from './state.js';

const toResponse = (reply: Reply, lastAccess: string): Response => {
  const headers = { 'x-last-access': lastAccess, 'Cache-Control': 'no-store' };
  if ('bytes' in reply) {
    return new HttpResponse(new Uint8Array(reply.bytes), {
      status: reply.status,
      headers: { ...reply.headers, ...headers, 'Content-Type': reply.contentType },
    });
  }
  return new HttpResponse(JSON.stringify(reply.json), {
    status: reply.status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
};

const failure = (status: number, text: string): Response =>
  toResponse({ status, json: { message: text } }, new Date().toISOString());

/** Runs a handler; its HttpError becomes `status {message}`, anything else a 500. */
const guarded = async (run: () => Promise<Response>): Promise<Response> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError) return failure(err.status, err.message);
    console.error('[sandbox] handler error', err);
    return failure(500, 'Internal sandbox error.');
  }
};

const bodyOf = async (request: Request): Promise<Buffer> =>
  Buffer.from(await request.arrayBuffer());

const METHODS = {
  GET: http.get,
  POST: http.post,
  PATCH: http.patch,
  PUT: http.put,
  DELETE: http.delete,
} as const;

const isMethod = (m: string): m is keyof typeof METHODS => m in METHODS;

/**
 * Handlers for an API at `baseUrl` (ending in /v1, e.g. "http://api.test/v1"), over the sandbox
 * store (state.ts): each test or server resets it with resetStore().
 */
export const createHandlers = (baseUrl: string): HttpHandler[] => [
  http.post(`${baseUrl}${LOGIN_PATH}`, ({ request }) =>
    guarded(async () => {
      const { reply, session } = login(await bodyOf(request));
      return toResponse(reply, session?.lastAccess ?? new Date().toISOString());
    }),
  ),
  ...ROUTES.map((route) => {
    if (!isMethod(route.method)) throw new Error(`No MSW method for ${route.method}`);
    return METHODS[route.method](`${baseUrl}${route.pattern}`, ({ request, params }) =>
      guarded(async () => {
        const h = request.headers;
        const auth = authenticate(
          h.get('authorization') ?? undefined,
          h.get('x-user-info') ?? undefined,
          h.get('x-last-access') ?? undefined,
        );
        if (!auth) return failure(401, 'Unauthenticated.');
        const ctx: Ctx = {
          auth,
          contentType: h.get('content-type') ?? undefined,
          query: new URL(request.url).searchParams,
          params: Object.fromEntries(
            Object.entries(params).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
          ),
          body: await bodyOf(request),
          origin: h.get('origin') ?? undefined,
        };
        return toResponse(route.handler(ctx), auth.session.lastAccess);
      }),
    );
  }),
  // Anything else under the API: 405 when the path exists with another method, else 404.
  http.all(`${baseUrl}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(new URL(baseUrl).pathname.length);
    const known = ROUTES.some((r) => matchPattern(r.pattern, path)) || path === LOGIN_PATH;
    return known ? failure(405, 'Method not allowed.') : failure(404, 'Not found.');
  }),
];
