// @vitest-environment node
// Fault injection at the gateway, CORS handling and the control endpoints.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, login, startSandbox, type Sandbox, type Session } from './testServer.js';

let sb: Sandbox;
let s: Session;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await fetch(`${sb.gateway}/__sandbox/reset`, { method: 'POST' });
  s = await login(sb.gateway, 'KX-1001');
});

const fault = (body: Record<string, unknown>): Promise<Response> =>
  fetch(`${sb.gateway}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

describe('faults', () => {
  it('500 returns a JSON error with CORS and x-last-access', async () => {
    await fault({ path: '/v1/portal/meal_requests', kind: '500' });
    const res = await api(sb.gateway, s, 'GET', '/portal/meal_requests');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-last-access')).toBeTruthy();
    expect(res.headers.get('access-control-expose-headers')).toBe('x-last-access');
  });

  it('times limits a fault; method filters it', async () => {
    await fault({ method: 'patch', path: '/v1/portal/whats_app/update', kind: '500', times: 1 });
    expect((await api(sb.gateway, s, 'GET', '/portal/whats_app')).status).toBe(200);
    const body = { whats_app_number: '+819012345678' };
    expect((await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', body)).status).toBe(500);
    expect((await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', body)).status).toBe(200);
  });

  it('a path ending in /* matches every path below it, and only those', async () => {
    await fault({ method: 'DELETE', path: '/v1/portal/customer_documents/delete/*', kind: '500' });
    const deleted = await api(sb.gateway, s, 'DELETE', '/portal/customer_documents/delete/123');
    expect(deleted.status).toBe(500);
    expect((await api(sb.gateway, s, 'GET', '/portal/customer_documents')).status).toBe(200);
  });

  it('malformed and missing-fields respond with 200 with broken bodies', async () => {
    await fault({ path: '/v1/portal', kind: 'malformed' });
    await fault({ path: '/v1/portal/whats_app', kind: 'missing-fields' });
    const malformed = await api<string>(sb.gateway, s, 'GET', '/portal');
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.body)).toThrow();
    expect((await api(sb.gateway, s, 'GET', '/portal/whats_app')).body).toEqual({});
  });

  it('raw answers the given status, body and type; locked responds with 423', async () => {
    await fault({ path: '/v1/portal/invoices', kind: 'raw', body: [null, { id: 'x' }] });
    await fault({
      path: '/v1/portal',
      kind: 'raw',
      status: 401,
      body: 'Unauthorized',
      contentType: 'text/plain',
    });
    await fault({ method: 'PATCH', path: '/v1/portal/whats_app/update', kind: 'locked' });
    expect((await api(sb.gateway, s, 'GET', '/portal/invoices')).body).toEqual([null, { id: 'x' }]);
    const unauthorized = await api<string>(sb.gateway, s, 'GET', '/portal');
    expect([unauthorized.status, unauthorized.body]).toEqual([401, 'Unauthorized']);
    const locked = await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', {
      whats_app_number: '+819012345678',
    });
    expect(locked.status).toBe(423);
  });

  it('hang never answers; truncate cuts the real response short', async () => {
    await fault({ path: '/v1/portal/meal_requests', kind: 'hang' });
    await fault({ path: '/v1/portal/whats_app', kind: 'truncate' });
    const hung = await fetch(`${sb.gateway}/v1/portal/meal_requests`, {
      signal: AbortSignal.timeout(500),
    }).catch((error: unknown) => error);
    expect(hung).toBeInstanceOf(Error);
    const cut = await fetch(`${sb.gateway}/v1/portal/whats_app`, {
      headers: s.headers,
    });
    await expect(cut.text()).rejects.toThrow();
  });

  it('empty-list empties every list of the real response, bare or wrapped', async () => {
    await fault({ path: '/v1/portal/meal_requests', kind: 'empty-list' });
    await fault({ path: '/v1/portal/invoices', kind: 'empty-list' });
    const meals = await api<{ status: string; passengers: unknown[] }>(
      sb.gateway,
      s,
      'GET',
      '/portal/meal_requests',
    );
    expect(meals.body.status).toBe('uncomplete');
    expect(meals.body.passengers).toEqual([]);
    expect((await api(sb.gateway, s, 'GET', '/portal/invoices')).body).toEqual([]);
  });

  it('drop destroys the connection; delay waits {ms}; DELETE clears', async () => {
    await fault({ path: '/v1/portal', kind: 'drop' });
    await expect(api(sb.gateway, s, 'GET', '/portal')).rejects.toThrow();
    await fetch(`${sb.gateway}/__sandbox/faults`, { method: 'DELETE' });
    await fault({ path: '/v1/portal', kind: 'delay', ms: 300 });
    const started = Date.now();
    expect((await api(sb.gateway, s, 'GET', '/portal')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await fetch(`${sb.gateway}/__sandbox/faults`, { method: 'DELETE' });
    expect(await (await fetch(`${sb.gateway}/__sandbox/faults`)).json()).toEqual([]);
  });

  it('rejects an invalid fault with 400', async () => {
    expect((await fault({ path: '/v1/portal', kind: 'explode' })).status).toBe(400);
    expect((await fault({ kind: '500' })).status).toBe(400);
  });
});

describe('gateway', () => {
  it('answers CORS preflights itself with the contract headers', async () => {
    const res = await fetch(`${sb.gateway}/v1/portal`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, X-User-Info, X-Last-Access, Content-Type',
    );
    expect(res.headers.get('access-control-expose-headers')).toBe('x-last-access');
  });

  it('serves health and resets state', async () => {
    expect(await (await fetch(`${sb.gateway}/__sandbox/health`)).text()).toBe('ok');
    await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/submit', {
      meal_request_status: 'processing',
    });
    await fetch(`${sb.gateway}/__sandbox/reset`, { method: 'POST' });
    expect((await api(sb.gateway, s, 'GET', '/portal')).status).toBe(401);
    const again = await login(sb.gateway, 'KX-1001');
    const meals = await api<{ status: string }>(sb.gateway, again, 'GET', '/portal/meal_requests');
    expect(meals.body.status).toBe('uncomplete');
  });
});
