// /__sandbox/* control endpoints (not part of openapi.yaml): reset, Pact provider states,
// session expiry, fault injection, a resizable group reservation and a health check.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addFault, clearFaults, listFaults } from './faults.js';
import { readBody } from './http.js';
import { DEMO_GROUP_SIZE, group, type GroupSize } from './demo/group.js';
import { applyProviderState } from './providerState.js';
import { expireSessions, replaceReservation, resetStore, store } from './state.js';

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

const MAX_GROUP = 1000;

/** A group size from the body, each count defaulting to the demo group's; null when invalid. */
const groupSizeOf = (body: unknown): GroupSize | null => {
  const size = { ...DEMO_GROUP_SIZE };
  for (const key of Object.keys(size) as (keyof GroupSize)[]) {
    const value = field(body, key);
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_GROUP)
      return null;
    size[key] = value as number;
  }
  return size;
};

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
    case 'POST /__sandbox/group': {
      // Rebuilds the group guest KX-4004 at another size: the bench's small and ten-times groups.
      const size = groupSizeOf(await jsonOf(req));
      if (!size)
        return sendJson(res, 400, {
          message: `Body must be {passengers?, passports?, flights?, invoices?}, whole numbers 0-${MAX_GROUP}.`,
        });
      replaceReservation('KX-4004', group(size));
      return sendJson(res, 200, size);
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
