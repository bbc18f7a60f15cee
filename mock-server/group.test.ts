// @vitest-environment node
// The group guest KX-4004: the demo size, and the control endpoint that resizes it for the bench.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, login, startSandbox, type Sandbox } from './testServer.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await fetch(`${sb.gateway}/__sandbox/reset`, { method: 'POST' });
});

const resize = (body: unknown): Promise<Response> =>
  fetch(`${sb.gateway}/__sandbox/group`, { method: 'POST', body: JSON.stringify(body) });

const counts = async () => {
  const s = await login(sb.gateway, 'KX-4004');
  const meals = await api<{ passengers: unknown[] }>(sb.gateway, s, 'GET', '/portal/meal_requests');
  const passports = await api<{ customer_documents: unknown[] }>(
    sb.gateway,
    s,
    'GET',
    '/portal/customer_documents',
  );
  const invoices = await api<unknown[]>(sb.gateway, s, 'GET', '/portal/invoices');
  return {
    passengers: meals.body.passengers.length,
    passports: passports.body.customer_documents.length,
    invoices: invoices.body.length,
  };
};

describe('group guest KX-4004', () => {
  it('signs in with 24 passengers, 12 passport documents and 30 invoices', async () => {
    expect(await counts()).toEqual({ passengers: 24, passports: 12, invoices: 30 });
  });

  it('is rebuilt at the size the bench asks for, the other counts keeping the demo size', async () => {
    const answer = await resize({ passengers: 240, invoices: 300 });
    expect(await answer.json()).toEqual({
      passengers: 240,
      passports: 12,
      flights: 12,
      invoices: 300,
    });
    expect(await counts()).toEqual({ passengers: 240, passports: 12, invoices: 300 });
  });

  it('refuses a size that is not a whole number in range', async () => {
    expect((await resize({ passengers: -1 })).status).toBe(400);
    expect((await resize({ invoices: 2.5 })).status).toBe(400);
    expect((await resize({ passengers: 5000 })).status).toBe(400);
  });
});
