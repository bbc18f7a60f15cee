// @vitest-environment node
// The task state machine and sessions, through the real HTTP handlers (gateway without Prism).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setEnvelopeStatus } from './handlers/docusign.js';
import { resetStore, store } from './state.js';
import { api, login, startSandbox, type Sandbox } from './testServer.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => resetStore());

describe('sessions', () => {
  it('issues a new random token per login and keeps both valid', async () => {
    const a = await login(sb.gateway, 'KX-1001');
    const b = await login(sb.gateway, 'KX-1001');
    expect(a.headers.Authorization).not.toBe(b.headers.Authorization);
    expect((await api(sb.gateway, a, 'GET', '/portal')).status).toBe(200);
    expect((await api(sb.gateway, b, 'GET', '/portal')).status).toBe(200);
  });

  it('rejects wrong credentials with 400 and the contract message', async () => {
    const res = await api(sb.gateway, null, 'POST', '/auth/customer_login', {
      email: 'emma.walker@example.com',
      reservationId: 'KX-2002',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid e-mail or reservation number.' });
  });

  it.each(['KX1001', 'kx-1001', ' KX 1001 ', 'ＫＸ－１００１'])(
    'finds the reservation typed as %j (case, spaces and hyphens do not matter)',
    async (reservationId) => {
      const res = await api(sb.gateway, null, 'POST', '/auth/customer_login', {
        email: 'emma.walker@example.com',
        reservationId,
      });
      expect(res.status).toBe(200);
    },
  );

  it('responds with 401 for a missing token, a foreign X-User-Info, no X-Last-Access and after expiry', async () => {
    const s = await login(sb.gateway, 'KX-1001');
    expect((await api(sb.gateway, null, 'GET', '/portal')).status).toBe(401);
    const wrongUser = { ...s, headers: { ...s.headers, 'X-User-Info': '2002' } };
    const res = await api(sb.gateway, wrongUser, 'GET', '/portal');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
    const noLastAccess = { ...s, headers: { ...s.headers, 'X-Last-Access': '' } };
    expect((await api(sb.gateway, noLastAccess, 'GET', '/portal')).status).toBe(401);
    await fetch(`${sb.gateway}/__sandbox/expire-sessions`, { method: 'POST' });
    expect((await api(sb.gateway, s, 'GET', '/portal')).status).toBe(401);
  });

  it('sends x-last-access (ISO) and exposes it to the browser on every response', async () => {
    const s = await login(sb.gateway, 'KX-1001');
    for (const res of [
      await api(sb.gateway, s, 'GET', '/portal'),
      await api(sb.gateway, null, 'GET', '/portal'),
      await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', { whats_app_number: 'x' }),
    ]) {
      expect(res.headers.get('x-last-access')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(res.headers.get('access-control-expose-headers')).toBe('x-last-access');
    }
  });
});

describe('task statuses', () => {
  it('meals: saves normalised shapes, submit moves to processing, then edits are rejected', async () => {
    const s = await login(sb.gateway, 'KX-2002');
    store.reservations['KX-2002']!.statuses.meals = 'uncomplete';
    const update = {
      passenger_id: 202,
      meal_choice: 1,
      has_food_allergies: true,
      food_allergies: [1, 3],
      meal_request: 'x',
    };
    expect((await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/update', update)).status).toBe(
      200,
    );
    const saved = store.reservations['KX-2002']!.passengers.find((p) => p.id === 202);
    expect(saved).toMatchObject({ has_allergies: true, food_allergies: [1, 3], meal_request: 'x' });
    expect(saved).not.toHaveProperty('meal_special_request');

    const none = { ...update, food_allergies: [] };
    expect((await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/update', none)).status).toBe(
      400,
    );

    const submit = await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/submit', {
      meal_request_status: 'processing',
    });
    expect(submit.status).toBe(200);
    const read = await api<{ status: string }>(sb.gateway, s, 'GET', '/portal/meal_requests');
    expect(read.body.status).toBe('processing');
    expect((await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/update', update)).status).toBe(
      400,
    );
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/meal_requests/submit', {
          meal_request_status: 'processing',
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    [
      '/portal/customer_documents/submit',
      { customer_document_status: 'processing' },
      'passports',
      'processing',
    ],
    [
      '/portal/flight_documents/submit',
      { flight_document_status: 'processing' },
      'flights',
      'processing',
    ],
    ['/portal/axus_app/submit', { axus_app_status: 'processing' }, 'axusapp', 'processing'],
  ] as const)('%s moves uncomplete -> %s only once', async (path, body, task, next) => {
    const s = await login(sb.gateway, 'KX-1001');
    const method = task === 'axusapp' ? 'POST' : 'PATCH';
    expect((await api(sb.gateway, s, method, path, body)).status).toBe(200);
    expect(store.reservations['KX-1001']!.statuses[task]).toBe(next);
    const again = await api<{ message: string }>(sb.gateway, s, method, path, body);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/can no longer be changed/);
  });

  it('whatsapp: validates the number and submit completes the task', async () => {
    const s = await login(sb.gateway, 'KX-1001');
    const bad = await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', {
      whats_app_number: '+81 90 1234 5678',
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/whats_app/submit', {
          whats_app_status: 'completed',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/whats_app/update', {
          whats_app_number: '+819012345678',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/whats_app/submit', {
          whats_app_status: 'completed',
        })
      ).status,
    ).toBe(200);
    expect(store.reservations['KX-1001']!.statuses.whatsapp).toBe('completed');
  });

  it('rejects uploads and deletes once a task is processing (midway flights)', async () => {
    const s = await login(sb.gateway, 'KX-2002');
    expect((await api(sb.gateway, s, 'DELETE', '/portal/flight_documents/delete/5')).status).toBe(
      400,
    );
    expect((await api(sb.gateway, s, 'DELETE', '/portal/customer_documents/delete/3')).status).toBe(
      200,
    );
    expect((await api(sb.gateway, s, 'DELETE', '/portal/customer_documents/delete/3')).status).toBe(
      404,
    );
  });

  it('docusign: completes only after the envelope is completed', async () => {
    const s = await login(sb.gateway, 'KX-1001');
    const env = await api<{ envelopeId: string; envelopeStatus: string; signingUrl: string }>(
      sb.gateway,
      s,
      'POST',
      '/portal/docusign/envelope',
    );
    expect(env.body.envelopeStatus).toBe('sent');
    expect(env.body.signingUrl).toBe(
      `http://localhost:${new URL(sb.gateway).port}/sandbox/signing?envelope=${env.body.envelopeId}`,
    );
    const id = env.body.envelopeId;
    expect((await api(sb.gateway, s, 'GET', `/portal/docusign/envelope?id=${id}`)).status).toBe(
      404,
    );
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/docusign/submit', {
          agreement_status: 'completed',
        })
      ).status,
    ).toBe(400);
    const start = await api<{ url: string }>(
      sb.gateway,
      s,
      'GET',
      `/portal/docusign/start?id=${id}`,
    );
    expect(start.body.url).toContain(`envelope=${id}&token=`);

    setEnvelopeStatus(id, 'completed');
    const agreement = await api<{ status: string; envelopeStatus: string }>(
      sb.gateway,
      s,
      'GET',
      '/portal/docusign',
    );
    expect(agreement.body).toMatchObject({ status: 'uncomplete', envelopeStatus: 'completed' });
    const doc = await api<{ url: string }>(
      sb.gateway,
      s,
      'GET',
      `/portal/docusign/envelope?id=${id}&refresh=1`,
    );
    expect(doc.body.url).toMatch(new RegExp(`/files/agreements/${id}\\.pdf$`));
    const pdf = await fetch(doc.body.url.replace(/^http:\/\/localhost/, 'http://127.0.0.1'));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      (
        await api(sb.gateway, s, 'PATCH', '/portal/docusign/submit', {
          agreement_status: 'completed',
        })
      ).status,
    ).toBe(200);
    expect(store.reservations['KX-1001']!.statuses.docusign).toBe('completed');
  });
});
