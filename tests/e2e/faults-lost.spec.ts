// Issue 28, "Nothing lost, nothing stuck": a taken payment, a signed agreement, a locked edit and
// a logout in another tab, each under the fault that lost it before.
import {
  addFault,
  clearFaults,
  expect,
  invoiceRow,
  openPayment,
  openSigningFrame,
  providerPayButton,
  patchFromAnotherTab,
  stagePassportPhoto,
  test,
  typeFirstMealRequest,
} from './fixtures';

const REPORT = '/v1/portal/invoices/paid';

test('a taken payment whose report fails stays "being recorded" across pages and a reload, then is recorded once @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  await addFault({ method: 'POST', path: REPORT, kind: '500', times: 1000 });
  await openPayment(page, 5101);
  await providerPayButton(page).click();
  await expect(page.getByRole('alert').first()).toContainText('Please do not pay again');
  const row = invoiceRow(page, 5101);
  await expect(row.getByText('Payment being recorded')).toBeVisible();
  // Not this invoice's button, and no other payment either until the report is recorded.
  await expect(row.getByRole('button', { name: /^Make a Payment/ })).toHaveCount(0);
  for (const other of await page.getByRole('button', { name: /^Make a Payment/ }).all())
    await expect(other).toBeDisabled();
  await portal.shot('payment-being-recorded');

  // Another page and back, then a reload: still kept, still locked, nothing to pay twice.
  await (await portal.menuLink('Dashboard')).click();
  // Leaving asks first while the payment is unrecorded.
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('Your payment is still being recorded.');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await portal.openTask('Payments', 'Payments');
  await expect(invoiceRow(page, 5101).getByText('Payment being recorded')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(invoiceRow(page, 5101).getByText('Payment being recorded')).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('Invoice #5101');

  // The server responds again: the kept report goes through by itself (backoff), exactly once.
  await clearFaults();
  await expect(invoiceRow(page, 5101).getByText('Paid', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(invoiceRow(page, 5101)).toContainText('$0.00');
  await expect(page.getByText('Please do not pay again')).toHaveCount(0);
});

test('a payment report responded with 401 is sent after the guest signs in again', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  await addFault({
    method: 'POST',
    path: REPORT,
    kind: 'raw',
    status: 401,
    body: { message: 'Unauthenticated.' },
    times: 1,
  });
  await openPayment(page, 5101);
  await providerPayButton(page).click();
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
  await page.getByLabel('Reservation number').fill('KX-1001');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(invoiceRow(page, 5101).getByText('Paid', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(invoiceRow(page, 5101)).toContainText('$0.00');
});

test('a failed "agreement completed" update is sent again after a reload; the page never says "please sign"', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('DocuSign Agreement', /^Travel Agreement/);
  await addFault({ method: 'PATCH', path: '/v1/portal/docusign/submit', kind: '500', times: 1000 });
  const signing = await openSigningFrame(page);
  await signing.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'You have signed the agreement, but we could not let our team know yet',
  );
  await page.reload();
  await expect(page.locator('iframe[title="Signed agreement PDF"]')).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('We keep trying');
  await expect(page.getByTestId('task-status-banner')).toHaveCount(0);
  await clearFaults();
  await expect(page.getByText('Thank you! You have signed your travel agreement.')).toBeVisible({
    timeout: 20_000,
  });
  await portal.expectMenuStatus('DocuSign Agreement', 'completed');
});

test('a meal edit rejected with 423 after another tab submitted stays readable, with no retry @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await typeFirstMealRequest(page, 'No mushrooms, please');

  // Another tab submits the meal requests meanwhile.
  const submitted = await patchFromAnotherTab(page, '/portal/meal_requests/submit', {
    meal_request_status: 'processing',
  });
  expect(submitted).toBe(200);

  await addFault({ method: 'PATCH', path: '/v1/portal/meal_requests/update', kind: 'locked' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const kept = page.getByLabel('Your change that was not saved');
  await expect(kept).toContainText('Meal Special Requests: No mushrooms, please');
  await expect(page.getByText(/already submitted, so this change was not saved/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy your change' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again|^Save$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Meal Requests' })).toHaveCount(0);
  await portal.shot('meal-edit-locked');
});

test('a WhatsApp save rejected with 423 keeps the number readable and offers no retry', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+447700900123');
  await addFault({ method: 'PATCH', path: '/v1/portal/whats_app/update', kind: 'locked' });
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'already submitted' });
  await expect(alert).toContainText('+447700900123');
  await expect(alert).not.toContainText(/try again/i);
  await expect(alert.getByRole('button', { name: 'Copy the number' })).toBeVisible();
});

test('logout in one tab signs out the other tab, which then saves nothing', async ({
  page,
  context,
  portal,
}) => {
  await portal.login('fresh');
  const other = await context.newPage();
  await other.goto(page.url().replace(/#.*$/, '#/whatsapp'));
  await other.getByRole('button', { name: 'Edit' }).click();
  await other.getByRole('textbox', { name: 'WhatsApp number' }).fill('+447700900123');
  const saves: string[] = [];
  other.on('request', (request) => {
    if (request.url().includes('/whats_app/update')) saves.push(request.url());
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await expect(
    other.getByText('You were signed out because you logged out in another tab.'),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Save' })).toHaveCount(0);
  expect(await other.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(saves).toEqual([]);
});

test('offline for a moment during an upload: the failed file and its Retry stay, and the retry stores it @phone', async ({
  page,
  context,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  const staged = await stagePassportPhoto(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const retry = page.getByRole('button', { name: /^Retry upload of / });
  await expect(retry).toBeEnabled();
  await context.setOffline(false);
  // Back online, the page may fetch again; what it had on screen stays.
  await page.waitForTimeout(1000);
  await expect(page.getByText('Unable to load.')).toHaveCount(0);
  await expect(staged).toHaveCount(1);
  await expect(staged).toContainText('Upload failed');
  await portal.shot('upload-failed-offline');

  await retry.click();
  await expect(
    page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem'),
  ).toHaveCount(1, { timeout: 20_000 });
});

test('offline for a moment during a meal save: the page and the edit stay, and Save works once back', async ({
  page,
  context,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  const request = await typeFirstMealRequest(page, 'No mushrooms, please');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await context.setOffline(false);
  await page.waitForTimeout(1000);
  await expect(page.getByText('Unable to load.')).toHaveCount(0);
  await expect(request).toHaveValue('No mushrooms, please');
  await portal.shot('meal-save-failed-offline');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(request).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No mushrooms, please')).toBeVisible();
});
