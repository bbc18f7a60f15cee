// @vitest-environment node
// The demo guests' passports are named as the portal names an upload, so the traveller list
// reads them back: a finished guest's "Passports confirmed" never sits beside "2 of 2 missing".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentList, readMealRequests } from '../src/api/responses.js';
import { passportsByTraveller } from '../src/components/travellers/travellerPassports.js';
import { api, login, startSandbox, type Sandbox } from './testServer.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const travellerList = async (reservation: string) => {
  const s = await login(sb.gateway, reservation);
  const meals = await api<unknown>(sb.gateway, s, 'GET', '/portal/meal_requests');
  const passports = await api<unknown>(sb.gateway, s, 'GET', '/portal/customer_documents');
  const { documents } = readDocumentList('customer_documents')(passports.body);
  return passportsByTraveller(readMealRequests(meals.body).passengers, documents);
};

describe('demo passports', () => {
  it.each([
    ['KX-2002', ['passport-kenji-tanaka.jpg', 'passport-yui-tanaka.pdf']],
    ['KX-3003', ['passport-olivia-brown.jpg', 'passport-sophie-brown.png']],
  ])('%s: each passenger has their own passport, none unnamed', async (reservation, names) => {
    const list = await travellerList(reservation);
    expect(list.rows.map((row) => row.documents.map((document) => document.name))).toEqual(
      names.map((name) => [name]),
    );
    expect(list.missingCount).toBe(0);
    expect(list.unmatched).toEqual([]);
  });
});
