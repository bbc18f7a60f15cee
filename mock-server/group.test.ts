// @vitest-environment node
// The group guest KX-4004: the demo size, and the control endpoint that resizes it for the bench.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDocumentList, readMealRequests } from '../src/api/responses.js';
import { passportsByTraveller } from '../src/components/travellers/travellerPassports.js';
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

  it('names its 12 passports after 12 passengers, as the portal names an upload', async () => {
    const s = await login(sb.gateway, 'KX-4004');
    const meals = await api<unknown>(sb.gateway, s, 'GET', '/portal/meal_requests');
    const passports = await api<unknown>(sb.gateway, s, 'GET', '/portal/customer_documents');
    const { documents } = readDocumentList('customer_documents')(passports.body);
    expect(documents.slice(0, 3).map((document) => document.name)).toEqual([
      'passport-grace-miller.jpg',
      'passport-liam-garcia.png',
      'passport-mia-nguyen.pdf',
    ]);
    // The traveller list reads them back: 12 travellers with a passport, 12 missing, none unnamed.
    const list = passportsByTraveller(readMealRequests(meals.body).passengers, documents);
    expect(list.rows.filter((row) => row.documents.length === 1)).toHaveLength(12);
    expect(list.missingCount).toBe(12);
    expect(list.unmatched).toEqual([]);
  });

  it('is rebuilt at the size the bench asks for, the other counts keeping the demo size', async () => {
    const response = await resize({ passengers: 240, invoices: 300 });
    expect(await response.json()).toEqual({
      passengers: 240,
      passports: 12,
      flights: 12,
      invoices: 300,
    });
    expect(await counts()).toEqual({ passengers: 240, passports: 12, invoices: 300 });
  });

  it('takes a passport per passenger beyond 12, under the name it was sent with', async () => {
    const s = await login(sb.gateway, 'KX-4004');
    const upload = async (name: string) => {
      const body = new FormData();
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      body.append('customer_documents[0]', new Blob([jpeg], { type: 'image/jpeg' }), name);
      const res = await fetch(`${sb.gateway}/v1/portal/customer_documents/upload`, {
        method: 'POST',
        headers: s.headers,
        body,
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    expect((await upload('passport-emma-walker.jpg')).status).toBe(200);
    const list = await api<{ customer_documents: { title: string }[] }>(
      sb.gateway,
      s,
      'GET',
      '/portal/customer_documents',
    );
    expect(list.body.customer_documents).toHaveLength(13);
    expect(list.body.customer_documents[12]?.title).toBe('passport-emma-walker.jpg');
    for (let n = 14; n <= 24; n += 1) expect((await upload(`p${n}.jpg`)).status).toBe(200);
    expect(await upload('p25.jpg')).toEqual({
      status: 400,
      body: { message: 'Maximum number of files (24) exceeded.' },
    });
  });

  it('rejects a size that is not a whole number in range', async () => {
    expect((await resize({ passengers: -1 })).status).toBe(400);
    expect((await resize({ invoices: 2.5 })).status).toBe(400);
    expect((await resize({ passengers: 5000 })).status).toBe(400);
  });
});
