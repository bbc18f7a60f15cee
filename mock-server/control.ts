// /__sandbox/* control endpoints (not part of openapi.yaml): reset, Pact provider states,
// session expiry, fault injection and a health check.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addFault, clearFaults, listFaults } from './faults.js';
import { readBody } from './http.js';
import { applyProviderState } from './providerState.js';
import { expireSessions, resetStore, store } from './state.js';

const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(text);
};

const jsonOf = async (req: IncomingMessage): Promise<unknown> => {
  const text = (await readBody(req, 1024 * 1024)).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export const handleControl = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> => {
  const method = req.method ?? 'GET';
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  switch (route) {
    case 'GET /__sandbox/health':
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('ok');
      return;
    case 'POST /__sandbox/reset':
      resetStore();
      clearFaults();
      return sendJson(res, 200, {});
    case 'POST /__sandbox/expire-sessions':
      expireSessions();
      return sendJson(res, 200, {});
    case 'GET /__sandbox/state':
      // Debugging aid: what the store holds right now.
      return sendJson(res, 200, {
        reservations: store.reservations,
        sessions: store.sessions.size,
      });
    case 'POST /__sandbox/provider-state': {
      const body = await jsonOf(req);
      const state = field(body, 'state');
      const params = field(body, 'params');
      const action = field(body, 'action');
      if (typeof state !== 'string')
        return sendJson(res, 400, { message: 'Body must be {state, params?, action?}.' });
      const result = applyProviderState({
        state,
        params:
          typeof params === 'object' && params !== null
            ? (params as Record<string, unknown>)
            : undefined,
        action: action === 'teardown' ? 'teardown' : 'setup',
      });
      return result.ok
        ? sendJson(res, 200, result.values)
        : sendJson(res, 400, { message: result.message });
    }
    case 'GET /__sandbox/faults':
      return sendJson(res, 200, listFaults());
    case 'POST /__sandbox/faults': {
      const fault = addFault(await jsonOf(req));
      return typeof fault === 'string'
        ? sendJson(res, 400, { message: fault })
        : sendJson(res, 200, fault);
    }
    case 'DELETE /__sandbox/faults':
      clearFaults();
      return sendJson(res, 200, {});
    default:
      return sendJson(res, 404, { message: `Unknown control endpoint: ${route}` });
  }
};
