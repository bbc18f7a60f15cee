// @vitest-environment node
// The fake provider pages: framable by the portal, no inline script, and the DocuSign-like
// return navigation for Finish / Decline / Cancel.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetStore, store } from './state.js';
import { api, login, startSandbox, type Sandbox, type Session } from './testServer.js';

let sb: Sandbox;
let s: Session;
const PORTAL = 'http://localhost:4173';
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  resetStore();
  s = await login(sb.gateway, 'KX-1001');
  s.headers.Origin = PORTAL;
});

const startSigning = async (): Promise<{ id: string; url: string }> => {
  const env = await api<{ envelopeId: string }>(sb.gateway, s, 'POST', '/portal/docusign/envelope');
  const start = await api<{ url: string }>(
    sb.gateway,
    s,
    'GET',
    `/portal/docusign/start?id=${env.body.envelopeId}`,
  );
  return {
    id: env.body.envelopeId,
    url: start.body.url.replace('http://localhost', 'http://127.0.0.1'),
  };
};

/** Presses a button of the signing page; a decline is confirmed unless `confirmed` is false. */
const press = (id: string, url: string, action: string, confirmed = true): Promise<Response> =>
  fetch(`${sb.gateway}/sandbox/signing/complete`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      envelope: id,
      token: new URL(url).searchParams.get('token') ?? '',
      action,
      ...(confirmed ? { confirmed: 'yes' } : {}),
    }),
  });

describe('signing page', () => {
  it('is an accessible page the portal may frame, without inline script', async () => {
    const { url } = await startSigning();
    const res = await fetch(url);
    const html = await res.text();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toMatch(
      /frame-ancestors [^;]*http:\/\/localhost:4173/,
    );
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Sign: Travel Agreement - Classic Japan/);
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=|style=/i);
    for (const label of ['Finish', 'Decline', 'Cancel'])
      expect(html).toContain(`>${label}</button>`);
    const js = await fetch(`${sb.gateway}/sandbox/sandbox.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
  });

  it.each([
    ['finish', 'signing_complete', 'completed'],
    ['decline', 'decline', 'declined'],
    ['cancel', 'cancel', 'delivered'],
  ])('%s navigates the frame to docusign-return.html?event=%s', async (action, event, status) => {
    const { id, url } = await startSigning();
    await fetch(url);
    const res = await press(id, url, action);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${PORTAL}/docusign-return.html?event=${event}&envelopeId=${id}`,
    );
    expect(store.reservations['KX-1001']!.envelope?.envelopeStatus).toBe(status);
  });

  it('asks once before a decline, and going back shows the agreement unchanged', async () => {
    const { id, url } = await startSigning();
    await fetch(url);
    const asked = await press(id, url, 'decline', false);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    const html = await asked.text();
    expect(html).toContain('<h1>Decline to sign?</h1>');
    expect(html).toContain('>Decline to sign</button>');
    expect(html).toContain('>Go back to the agreement</button>');
    expect(store.reservations['KX-1001']!.envelope?.envelopeStatus).toBe('delivered');
    const back = await press(id, url, 'review');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/sandbox/signing?envelope=${id}&token=${new URL(url).searchParams.get('token') ?? ''}`,
    );
    expect(store.reservations['KX-1001']!.envelope?.envelopeStatus).toBe('delivered');
  });

  it('records a decline: the agreement task stops asking for a signature and says declined', async () => {
    const { id, url } = await startSigning();
    await fetch(url);
    await press(id, url, 'decline');
    const agreement = await api<{
      status: string;
      statusMessages: Record<string, { header: string; body: string }>;
      envelopeStatus: string;
    }>(sb.gateway, s, 'GET', '/portal/docusign');
    expect(agreement.body.status).toBe('uncomplete');
    expect(agreement.body.envelopeStatus).toBe('declined');
    expect(agreement.body.statusMessages.uncomplete?.header).toBe('Signing declined');
    expect(agreement.body.statusMessages.uncomplete?.body).not.toMatch(/review and sign/i);
  });

  it('rejects a foreign signing token', async () => {
    const { id } = await startSigning();
    expect((await fetch(`${sb.gateway}/sandbox/signing?envelope=${id}&token=nope`)).status).toBe(
      400,
    );
  });
});

describe('payment page', () => {
  it('opens by POST (form in the frame) and by GET ?token=, with labelled card fields', async () => {
    const link = await api<{ payment_link: string }>(
      sb.gateway,
      s,
      'POST',
      '/portal/invoices/create-payment-link',
      { invoice_id: 5101, amount: 1500 },
    );
    const token = link.body.payment_link;
    const posted = await fetch(`${sb.gateway}/sandbox/payment`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    const html = await posted.text();
    expect(posted.status).toBe(200);
    for (const id of ['cardNumber', 'expiry', 'cvv', 'cardholder'])
      expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('USD 1,500.00');
    expect((await fetch(`${sb.gateway}/sandbox/payment?token=${token}`)).status).toBe(200);
    expect((await fetch(`${sb.gateway}/sandbox/payment?token=unknown`)).status).toBe(400);
  });
});
