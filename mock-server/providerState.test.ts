// @vitest-environment node
// Pact provider states in plain English: reservation + task + status phrases, extras, sessions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyProviderState, parseTaskStatuses } from './providerState.js';
import { resetStore, store } from './state.js';
import { api, startSandbox, type Sandbox } from './testServer.js';
import { TASK_KEYS } from './types.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => resetStore());

const setup = (state: string, params?: Record<string, unknown>) => {
  const result = applyProviderState({ state, params, action: 'setup' });
  if (!result.ok) throw new Error(result.message);
  return result.values;
};
/** The headers of the session a state answered (its token, for the guest's user id). */
const sessionOf = (userId: number, token: unknown) => ({
  userId,
  headers: {
    Authorization: `Bearer ${String(token)}`,
    'X-User-Info': String(userId),
    'X-Last-Access': 'x',
  },
});
const statuses = (id: string) => store.reservations[id]!.statuses;

describe('parseTaskStatuses', () => {
  it.each([
    ['a guest KX-1001 whose meal requests are uncomplete', [['meals', 'uncomplete']]],
    [
      'KX-2002 with passports processing and flights uncomplete',
      [
        ['passports', 'processing'],
        ['flights', 'uncomplete'],
      ],
    ],
    [
      'the WhatsApp registration is completed, the travel app is preprocessing',
      [
        ['whatsapp', 'completed'],
        ['axusapp', 'preprocessing'],
      ],
    ],
    ['agreement complete', [['docusign', 'complete']]],
    ['a guest with no passport documents', []],
  ])('%s', (text, expected) => {
    expect(parseTaskStatuses(text)).toEqual(expected);
  });
});

describe('applyProviderState', () => {
  it('restores the named reservation and sets the named task status', () => {
    store.reservations['KX-1001']!.statuses.docusign = 'completed';
    setup('a guest KX-1001 whose meal requests are processing');
    expect(statuses('KX-1001')).toMatchObject({ meals: 'processing', docusign: 'uncomplete' });
  });

  it('knows the nicknames, "every task" and envelope phrases', () => {
    setup('the midway reservation with every task uncomplete');
    expect(Object.values(statuses('KX-2002'))).toEqual(TASK_KEYS.map(() => 'uncomplete'));
    setup('the fresh guest with a sent envelope');
    expect(store.reservations['KX-1001']!.envelope?.envelopeStatus).toBe('sent');
    expect(statuses('KX-1001').docusign).toBe('uncomplete');
    setup('finished guest KX-3003 with no envelope and no flight documents');
    expect(store.reservations['KX-3003']!.envelope).toBeNull();
    expect(store.reservations['KX-3003']!.flightDocuments).toEqual([]);
  });

  it('handles invoices and WhatsApp extras', () => {
    setup('a guest KX-1001 whose invoices are all paid');
    expect(store.reservations['KX-1001']!.invoices.every((i) => i.status_id === 3)).toBe(true);
    setup('KX-2002 with no WhatsApp number');
    expect(store.reservations['KX-2002']!.whatsApp.whats_app_number).toBeNull();
  });

  it('hands out a fixed session token that the API accepts', async () => {
    const values = setup('a guest KX-1001 whose passports are uncomplete');
    expect(values).toMatchObject({ token: 'sandbox-KX-1001', user_id: 1001 });
    const custom = setup('a guest KX-2002', { token: 'pact-token' });
    const session = sessionOf(2002, custom.token);
    expect((await api(sb.gateway, session, 'GET', '/portal')).status).toBe(200);
  });

  it('returns invoices and the travel app wrapped, as servers are asked to', async () => {
    const values = setup('a guest KX-1001 whose travel app is uncomplete');
    const session = sessionOf(1001, values.token);
    expect((await api(sb.gateway, session, 'GET', '/portal/invoices')).body).toHaveProperty(
      'invoices',
    );
    expect((await api(sb.gateway, session, 'GET', '/portal/axus_app')).body).toHaveProperty(
      'data.status',
      'uncomplete',
    );
  });

  it('expires sessions for "expired" states and rejects unknown states', async () => {
    const values = setup('a guest KX-1001');
    setup('the session of KX-1001 has expired');
    const session = sessionOf(1001, values.token);
    expect((await api(sb.gateway, session, 'GET', '/portal')).status).toBe(401);
    expect(applyProviderState({ state: 'the moon is full' })).toMatchObject({ ok: false });
    expect(applyProviderState({ state: 'anything', action: 'teardown' })).toEqual({
      ok: true,
      values: {},
    });
  });

  it('is reachable at POST /__sandbox/provider-state in the Pact format', async () => {
    const res = await fetch(`${sb.gateway}/__sandbox/provider-state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        state: 'a guest KX-1001 whose whatsapp is completed',
        params: {},
        action: 'setup',
      }),
    });
    expect(res.status).toBe(200);
    expect(statuses('KX-1001').whatsapp).toBe('completed');
    const bad = await fetch(`${sb.gateway}/__sandbox/provider-state`, {
      method: 'POST',
      body: '{"state":"nothing known"}',
    });
    expect(bad.status).toBe(400);
  });
});
