/**
 * Issue 28, answers: hostile response bodies (a null entry, fields of the wrong type, a list in
 * the wrong wrapper, a PDF that is JSON), a reload that fails after the page had loaded, page
 * code that fails to download, and words too long for the screen. The shell, the menu and Logout
 * always stay; nothing shows NaN; an unreadable response is "Unable to load", never an empty success.
 */
import { addFault, clearFaults, expect, test, type Locator, type Page } from './fixtures';

const LONG_WORD = 'W'.repeat(300);
const BOUNDARY_HEADING = 'Something went wrong on this page';

async function expectShellIntact(page: Page, label: string) {
  await expect(page.locator('header').getByRole('button', { name: 'Logout' }), label).toBeVisible();
  await expect(page.getByRole('heading', { name: BOUNDARY_HEADING }), label).toHaveCount(0);
  expect(await page.locator('main').innerText(), `${label}: no NaN`).not.toMatch(/NaN/);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(
    widths.window,
  );
}

/** Rewrites one GET response of the real sandbox (the rest of the body stays as served). */
async function rewriteResponse(
  page: Page,
  path: string,
  change: (body: Record<string, unknown>) => unknown,
) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: change(body) });
    },
  );
}

const INVOICE = { id: 1042, grand_total: 1000, receipt_total: 0 };

test('a null invoice, status_id "2", totals that are not numbers and a long title leave the shell whole @phone', async ({
  page,
  portal,
}) => {
  await addFault({
    method: 'GET',
    path: '/v1/portal/invoices',
    kind: 'raw',
    body: [
      null,
      { ...INVOICE, title: LONG_WORD, status_id: '2' },
      { ...INVOICE, id: 1043, title: { text: 'x' }, grand_total: 'lots', status_id: 2 },
      'not an invoice',
    ],
  });
  await portal.login('fresh');
  await expectShellIntact(page, 'dashboard');
  await expect(page.getByTestId('outstanding-balance')).toHaveText('$1,000.00');
  await expect(await portal.menuLink('Payments')).toHaveAccessibleName('Payments (1 unpaid)');
  await portal.closeMenu();

  await (await portal.menuLink('Payments')).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  // status_id "2" is payable here as it is in the menu and on the dashboard.
  await expect(page.getByText('Your amazing journey is about to begin!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View & Download #1042' }).first()).toBeVisible();
  await expectShellIntact(page, 'payments');
  await expectNoSidewaysScroll(page, 'payments with a 300-character title');
  if (test.info().project.name === 'desktop') {
    // Beside the long title, the table's headings and amounts still read on one line each.
    const lines = (cell: Locator) =>
      cell.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
    for (const heading of ['Amount', 'Balance'])
      expect(await lines(page.getByRole('columnheader', { name: heading }))).toBe(1);
    for (const amount of await page.getByRole('cell', { name: '$1,000.00' }).all())
      expect(await lines(amount)).toBe(1);
  }
  await portal.shot('hostile-invoices');
});

test('an invoices response of the wrong shape is "Unable to load" with Try again, not "Nothing to pay" @phone', async ({
  page,
  portal,
}) => {
  await addFault({
    method: 'GET',
    path: '/v1/portal/invoices',
    kind: 'raw',
    body: { data: [{ ...INVOICE, title: 'Deposit', status_id: 2 }] },
  });
  await portal.login('fresh');
  await expectShellIntact(page, 'dashboard');
  await expect(page.getByText('We could not load your balance.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Nothing left to pay/)).toHaveCount(0);

  await (await portal.menuLink('Payments')).click();
  const main = page.locator('main');
  await expect(main.getByRole('alert')).toContainText('Unable to load.');
  await expect(page.getByText('No invoices found.')).toHaveCount(0);
  await portal.shot('invoices-unreadable');

  await clearFaults();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /^View & Download #/ }).first()).toBeVisible();
});

test('a profile and a status message with fields of the wrong type, and long names, keep the dashboard @phone', async ({
  page,
  portal,
}) => {
  await addFault({
    method: 'GET',
    path: '/v1/portal',
    kind: 'raw',
    body: {
      confirmation_id: 'KX-1001',
      prefix: 'Ms',
      firstname: 42,
      middlename: null,
      lastname: LONG_WORD,
      tour_title: { name: 'Kyoto' },
      departure_date: 20261103,
      length: 'ten',
    },
  });
  await rewriteResponse(page, '/v1/portal/whats_app', (body) => ({
    ...body,
    statusMessages: { uncomplete: { header: { text: 'x' }, body: 'Register your number.' } },
  }));
  await portal.login('fresh');
  await expectShellIntact(page, 'dashboard');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByText('KX-1001')).toBeVisible();
  await expectNoSidewaysScroll(page, 'dashboard with a 300-character name');
  await portal.shot('hostile-profile');
});

test('meals with a null option, an allergy group without its list and a long special request @phone', async ({
  page,
  portal,
}) => {
  await rewriteResponse(page, '/v1/portal/meal_requests', (body) => {
    const passengers = body.passengers as Record<string, unknown>[];
    return {
      ...body,
      passengers: [{ ...passengers[0], firstname: LONG_WORD, meal_request: LONG_WORD }, null],
      meal_choice: [null, ...(body.meal_choice as unknown[])],
      food_allergies: [{ group_id: 99, group_label: 'Broken' }, ...(body.food_allergies as [])],
    };
  });
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await expectShellIntact(page, 'meals');
  await expect(page.getByText(LONG_WORD.slice(0, 40), { exact: false }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'meals with a 300-character name and request');
  await portal.shot('hostile-meals');
});

test('a reload that fails after a stored save keeps the page, with a notice and Try again @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  await addFault({ method: 'GET', path: '/v1/portal/whats_app', kind: '500' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  // The save is done: the edit closed (the "saved" toast may already have given way to the
  // submit reminder, so it is not waited for).
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'Could not refresh' });
  await expect(notice).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'WhatsApp Registration', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('+819012345678');
  await expect(page.getByText('Unable to load.')).toHaveCount(0);
  await expectShellIntact(page, 'whatsapp');
  await portal.shot('kept-after-failed-reload');

  await clearFaults();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
});

test('a Refresh that fails on a flaky link keeps the dashboard as it was', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await expect(page.getByText('KX-1001')).toBeVisible();
  const balance = await page.getByTestId('outstanding-balance').innerText();
  for (const path of ['/v1/portal', '/v1/portal/invoices', '/v1/portal/meal_requests']) {
    await addFault({ method: 'GET', path, kind: 'drop' });
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(page.getByText('KX-1001')).toBeVisible();
  await expect(page.getByTestId('outstanding-balance')).toHaveText(balance);
  await expect(page.getByText('Unable to load.')).toHaveCount(0);
  await portal.expectMenuStatus('Meal Requests', 'action');
  await clearFaults();
});

test('a PDF response that is not a PDF is a clear error, with no preview', async ({
  page,
  portal,
}) => {
  await addFault({
    method: 'POST',
    path: '/v1/portal/pdf',
    kind: 'raw',
    body: { message: 'rendered' },
    contentType: 'application/pdf',
  });
  await portal.login('fresh');
  await (await portal.menuLink('Payments')).click();
  await page
    .getByRole('button', { name: /^View & Download #/ })
    .first()
    .click();
  await expect(page.getByRole('alert')).toContainText('the server did not send a PDF');
  await expect(page.getByRole('dialog', { name: 'Preview Invoice PDF' })).toHaveCount(0);
});

test('page code that failed to download is downloaded again by Try again and by coming back', async ({
  page,
  portal,
}) => {
  let failing = true;
  await page.route(/\/assets\/PaymentsPage-[\w-]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  );
  await portal.login('fresh');
  await (await portal.menuLink('Payments')).click();
  await expect(page.getByRole('heading', { name: BOUNDARY_HEADING })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toBeVisible();
  failing = false;
  await page.locator('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
});

test('coming back to a page whose code failed to download downloads it again', async ({
  page,
  portal,
}) => {
  let failing = true;
  await page.route(/\/assets\/MealsPage-[\w-]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  );
  await portal.login('fresh');
  await (await portal.menuLink('Meal Requests')).click();
  await expect(page.getByRole('heading', { name: BOUNDARY_HEADING })).toBeVisible();
  failing = false;
  await (await portal.menuLink('Dashboard')).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
});
