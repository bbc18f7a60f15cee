/**
 * Security checks in the browser. (Every test also fails on a CSP violation, a page error or a
 * session token in any URL: see fixtures.ts.)
 */
import { FILES, payload } from './files';
import { cspReports, expect, openPayment, test, type Page } from './fixtures';
import { PORTAL_URL, SANDBOX_URL, SIGNING_ORIGIN } from './ports';

test.describe('response headers of the preview server', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  const pages: Array<[string, string, string | null]> = [
    ['/', "'self'", 'SAMEORIGIN'],
    ['/docusign-return.html', "'self'", null],
    // The card provider's hosted page frames the communicator, so its origin is an ancestor too.
    ['/payment-communicator.html', `'self' ${SANDBOX_URL}`, null],
  ];
  for (const [path, ancestors, frameOptions] of pages) {
    test(`${path} is served with the CSP and hardening headers`, async ({ request }) => {
      const response = await request.get(`${PORTAL_URL}${path}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers).toMatchObject(common);
      expect(headers['permissions-policy']).toContain('microphone=()');
      // Exact source lists: an extra source (a wildcard, another host) fails as surely as a
      // missing one. The suite's config.json puts the API, files and payment page on one origin
      // and the signing pages on another; src/config/securityHeaders.test.ts covers four.
      const directives = Object.fromEntries(
        (headers['content-security-policy'] ?? '')
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources.join(' ')]),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'connect-src': `'self' ${SANDBOX_URL}`,
        'frame-src': `'self' blob: ${SANDBOX_URL} ${SIGNING_ORIGIN}`,
        'form-action': `'self' ${SANDBOX_URL}`,
        'frame-ancestors': ancestors,
        'report-uri': '/__csp-reports',
      });
      expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(headers['x-frame-options'] ?? null).toBe(frameOptions);
    });
  }
});

test('an injected inline script is blocked and reported, so the suite would see it', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.body.append(script);
    return document.body.dataset.injected === 'yes';
  });
  expect(ran, 'the inline script did not run').toBe(false);
  await expect.poll(async () => (await cspReports()).length).toBeGreaterThan(0);
  const [report] = (await cspReports()) as Array<{ 'csp-report'?: Record<string, string> }>;
  expect(report['csp-report']?.['effective-directive']).toBe('script-src-elem');
  expect(report['csp-report']?.['document-uri']).toBe(`${PORTAL_URL}/`);
  await expect.poll(() => portal.problems.some((problem) => problem.startsWith('CSP'))).toBe(true);
  // This violation was the point of the test: the fixture must not count it against us.
  await cspReports('DELETE');
  portal.problems.splice(0);
});

const MARKUP = '<img src=x onerror=alert(1)><b>bold</b>';

/** Messages of every script dialog the page opens (each dismissed): markup that ran shows here. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing the server said was turned into elements: no image, no bold, no script dialog. */
async function expectMarkupShownAsText(page: Page, dialogs: string[], label: string) {
  await expect(
    page.getByText(MARKUP).first(),
    `${label}: the markup is visible as text`,
  ).toBeVisible();
  expect(await page.locator('img[src="x"]').count(), `${label}: no injected image`).toBe(0);
  expect(
    await page.locator('b', { hasText: /^bold$/ }).count(),
    `${label}: no injected bold text`,
  ).toBe(0);
  expect(dialogs, `${label}: no script ran`).toEqual([]);
}

test('guest-entered text and file names come back from the server as text', async ({
  page,
  portal,
}) => {
  const dialogs = collectDialogs(page);
  await portal.login('fresh');
  await page.goto('#/meals');
  await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await page.getByRole('radio', { name: 'I do not have food allergies' }).check();
  await page.getByLabel(/^Meal Special Requests/).fill(MARKUP);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved: the card is back in read mode (a reload before that would ask to leave unsaved edits).
  await expect(
    page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }),
  ).toBeVisible();
  await page.reload();
  await expectMarkupShownAsText(page, dialogs, 'meal special request');
  await portal.shot('meal-request-markup');

  await page.goto('#/passports');
  const file = payload(FILES.passportPng, 'image/png');
  await page.getByLabel('Choose files to upload').setInputFiles({ ...file, name: `${MARKUP}.png` });
  // Sent under its own name, not a traveller's, so the name itself comes back from the server.
  await page
    .getByRole('combobox', { name: `Traveller for ${MARKUP}.png` })
    .selectOption({ label: 'Another document (keep its file name)' });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('button', { name: `Preview ${MARKUP}.png` })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: `Preview ${MARKUP}.png` }).click();
  await expect(page.getByRole('dialog', { name: `${MARKUP}.png` })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  await portal.shot('file-name-markup');
});

/** Keys whose values the portal shows as server text. */
const TEXT_KEYS = new Set([
  'header',
  'body',
  'title',
  'tour_title',
  'guidance_header',
  'guidance_body',
  'agent_hours',
  'group_label',
  'Label',
  'label',
]);

function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(poison);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && TEXT_KEYS.has(key) ? `${item} ${MARKUP}` : poison(item),
    ]),
  );
}

test('status messages, titles and labels holding markup render as text on every page', async ({
  page,
  portal,
}) => {
  // The sandbox has no state that puts markup into its texts, so the responses are rewritten on
  // their way to the page (GET /v1/portal/** only).
  await page.route(`${SANDBOX_URL}/v1/portal**`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(await response.json()) });
  });
  const dialogs = collectDialogs(page);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/x') imageRequests.push(request.url());
  });
  await portal.login('midway');
  for (const route of [
    'dashboard',
    'payments',
    'docusign',
    'meals',
    'passports',
    'flights',
    'whatsapp',
    'axusapp',
  ]) {
    await page.goto(`#/${route}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expectMarkupShownAsText(page, dialogs, route);
    if (route === 'meals') {
      // The information block, however it is headed (it changes once the task is submitted).
      await page.locator('#meal-info-heading').scrollIntoViewIfNeeded();
    }
    await portal.shot(`markup-${route}`);
  }
  expect(imageRequests).toEqual([]);
});

test('error messages from the server holding markup render as text (login rejection, failed save)', async ({
  page,
  portal,
}) => {
  const dialogs = collectDialogs(page);
  // The real responses, with the server's message swapped for markup.
  const withMarkupMessage = async (route: import('@playwright/test').Route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), message: MARKUP } });
  };
  await page.route(`${SANDBOX_URL}/v1/auth/customer_login`, withMarkupMessage);
  await page.goto('#/login');
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
  await page.getByLabel('Reservation number').fill('KX-0000');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText(MARKUP);
  await expectMarkupShownAsText(page, dialogs, 'login rejection');
  await portal.shot('login-rejection-markup');
  await page.unroute(`${SANDBOX_URL}/v1/auth/customer_login`);

  // A save that fails with the server's message (the real response's headers, a 500 and markup).
  await portal.login('fresh');
  await page.route(`${SANDBOX_URL}/v1/portal/meal_requests/update`, async (route) =>
    route.fulfill({ response: await route.fetch(), status: 500, json: { message: MARKUP } }),
  );
  await page.goto('#/meals');
  await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await page.getByRole('radio', { name: 'I do not have food allergies' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article').getByRole('alert').first()).toBeVisible();
  await expectMarkupShownAsText(page, dialogs, 'failed meal save');
  await portal.shot('failed-save-markup');
});

test.describe('messages posted by another origin change nothing', () => {
  test('a forged payment result from the payment frame is ignored @phone', async ({
    page,
    portal,
  }) => {
    await portal.login('fresh');
    await page.goto('#/payments');
    await openPayment(page, 5101);
    const modal = page.getByRole('dialog', { name: 'Secure Payment' });

    // The hosted page itself (origin 4710) posts forged messages to the portal window.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(SANDBOX_URL));
    expect(frame, 'the payment frame is on the sandbox origin').toBeTruthy();
    await frame?.evaluate(() => {
      const forged = JSON.stringify({
        orderInvoiceNumber: '5101',
        transId: '60000000001',
        totalAmount: '1500.00',
        responseCode: '1',
      });
      window.parent.postMessage({ action: 'transactionResponse', response: forged }, '*');
      window.parent.postMessage({ action: 'closePayment' }, '*');
      window.top?.postMessage({ action: 'transactionResponse', response: forged }, '*');
    });
    // The portal's own origin with a malformed response is not a payment either.
    await page.evaluate(() =>
      window.postMessage(
        { action: 'transactionResponse', response: '{"transId":' },
        window.location.origin,
      ),
    );
    await page.waitForTimeout(1000);
    await expect(modal).toBeVisible();
    expect(portal.apiCalls.filter((call) => call.includes('/invoices/paid'))).toEqual([]);
    await portal.shot('forged-payment-ignored');
  });

  test('a forged signing_complete from the signing frame is ignored', async ({ page, portal }) => {
    await portal.login('fresh');
    await page.goto('#/docusign');
    await page.getByRole('button', { name: 'Start Signing Process' }).click();
    const panel = page.getByRole('dialog', { name: 'Document' });
    await expect(
      page.frameLocator('iframe[title="DocuSign signing document"]').getByRole('button', {
        name: 'Finish',
      }),
    ).toBeVisible();
    const frame = page.frames().find((candidate) => candidate.url().includes('/sandbox/signing'));
    expect(frame, 'the signing frame is on the sandbox origin').toBeTruthy();
    const envelopeId = new URL(frame?.url() ?? SANDBOX_URL).searchParams.get('envelope');
    await frame?.evaluate((id) => {
      window.parent.postMessage(
        { type: 'DOCUSIGN_EVENT', event: 'signing_complete', envelopeId: id },
        '*',
      );
    }, envelopeId);
    // Same origin, but an event name that is not one the provider sends.
    await page.evaluate(() =>
      window.postMessage(
        { type: 'DOCUSIGN_EVENT', event: '<script>alert(1)</script>' },
        window.location.origin,
      ),
    );
    await page.waitForTimeout(1000);
    await expect(panel).toBeVisible();
    expect(
      portal.apiCalls.filter(
        (call) => call.includes('/docusign/submit') || call === 'GET /v1/portal/docusign/envelope',
      ),
    ).toEqual([]);
    await portal.shot('forged-signing-ignored');
  });
});
