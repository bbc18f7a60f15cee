/**
 * Issue 28: a server that never answers (fault `hang`) must not leave the guest on a spinner.
 * Every call gives up after 30 s; the page's clock is fake (setTimeout), so the test jumps over
 * the wait instead of sitting through it. And an upload into a task that was submitted meanwhile
 * (fault `locked`, 423) says so, with no Retry that could never succeed.
 */
import {
  addFault,
  clearFaults,
  expect,
  openFreshAgreement,
  patchFromAnotherTab,
  stagePassportPhoto,
  test,
  type Page,
} from './fixtures';

/** The portal's REQUEST_TIMEOUT_MS (src/api/transport.ts), and a little over it. */
const PAST_TIMEOUT_MS = 31_000;
const TIMED_OUT = 'The server did not answer in time. Please try again.';

/** Starts the action, waits until its request is on its way to the hanging server, then jumps the clock. */
async function hangAndTimeOut(page: Page, path: string, act: () => Promise<void>) {
  await addFault({ path, kind: 'hang' });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  await act();
  await sent;
  // Let an upload's bytes finish leaving (each one restarts its 30 s); then nothing more comes.
  await page.waitForTimeout(500);
  await page.clock.fastForward(PAST_TIMEOUT_MS);
}

const mealCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('login: a server that never answers ends in a message, and Login works again @phone', async ({
  page,
  portal,
}) => {
  await page.goto('#/login');
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
  await page.getByLabel('Reservation number').fill('KX-1001');
  const login = page.getByRole('button', { name: 'Login' });
  await hangAndTimeOut(page, '/v1/auth/customer_login', () => login.click());
  await expect(page.getByRole('alert')).toContainText(TIMED_OUT);
  await expect(login).toBeEnabled();
  await portal.shot('login-timed-out');
  await clearFaults();
  await login.click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('meals: Save gives up with a message and saves on the next press', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  const daniel = mealCard(page, 'Mr. Daniel Walker');
  await daniel.getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }).click();
  await daniel.getByLabel('Meal Choice').selectOption({ label: 'Regular' });
  await daniel.getByRole('radio', { name: 'I do not have food allergies' }).check();
  const save = daniel.getByRole('button', { name: 'Save' });
  await hangAndTimeOut(page, '/v1/portal/meal_requests/update', () => save.click());
  await expect(daniel.getByRole('alert')).toContainText(TIMED_OUT);
  await expect(save).toBeEnabled();
  await clearFaults();
  await save.click();
  await expect(daniel.getByRole('button', { name: /^Edit meal request/ })).toBeVisible();
  await expect(daniel).toContainText('Regular');
});

test('WhatsApp: Save gives up with a message and keeps the number for the next press', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  await page.getByRole('button', { name: 'Edit' }).click();
  const field = page.getByRole('textbox', { name: 'WhatsApp number' });
  await field.fill('+819012345678');
  const save = page.getByRole('button', { name: 'Save' });
  await hangAndTimeOut(page, '/v1/portal/whats_app/update', () => save.click());
  await expect(page.getByRole('alert')).toContainText(TIMED_OUT);
  await expect(field).toHaveValue('+819012345678');
  await clearFaults();
  await save.click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
});

test('payments: a payment link that never comes ends in a message, and the button works again', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const pay = page.getByRole('button', { name: 'Make a Payment for invoice #5101' });
  await hangAndTimeOut(page, '/v1/portal/invoices/create-payment-link', () => pay.click());
  await expect(page.getByRole('alert').first()).toContainText(TIMED_OUT);
  await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeHidden();
  await clearFaults();
  await pay.click();
  await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeVisible();
});

test('agreement: Start Signing gives up with a message, and starts on the next press', async ({
  page,
  portal,
}) => {
  await openFreshAgreement(portal);
  const start = page.getByRole('button', { name: 'Start Signing Process' });
  await hangAndTimeOut(page, '/v1/portal/docusign/envelope', () => start.click());
  await expect(page.getByRole('alert').first()).toContainText(TIMED_OUT);
  await expect(start).toBeEnabled();
  await clearFaults();
  await start.click();
  await expect(page.getByRole('dialog', { name: 'Document' })).toBeVisible();
});

test('passports: an upload that gets no response fails with Retry, and the retry stores it @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  const staged = await stagePassportPhoto(page);
  await hangAndTimeOut(page, '/v1/portal/customer_documents/upload', () =>
    page.getByRole('button', { name: 'Upload Files' }).click(),
  );
  await expect(staged).toContainText(
    'Upload failed: the server did not answer in time. Please retry.',
  );
  const retry = page.getByRole('button', { name: /^Retry upload of / });
  await expect(retry).toBeEnabled();
  await retry.scrollIntoViewIfNeeded();
  await portal.shot('upload-timed-out');
  await clearFaults();
  await retry.click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem'),
  ).toHaveCount(1, { timeout: 10_000 });
});

test('passports: an upload into a task submitted meanwhile says so, offers no Retry and shows the task locked @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  await stagePassportPhoto(page);

  // Another tab submits the passports; the server now rejects uploads with 423.
  const submitted = await patchFromAnotherTab(page, '/portal/customer_documents/submit', {
    customer_document_status: 'processing',
  });
  expect(submitted).toBe(200);
  await addFault({ method: 'POST', path: '/v1/portal/customer_documents/upload', kind: 'locked' });

  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These documents have already been submitted' }),
  ).toContainText(
    'These documents have already been submitted (perhaps in another tab or window), so no more files can be added.',
  );
  await expect(page.getByRole('button', { name: /^Retry upload/ })).toHaveCount(0);
  // The status was fetched again: the page now shows the task under review, with no upload.
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your passports are being checked',
  );
  await expect(page.getByRole('button', { name: 'Upload Files' })).toHaveCount(0);
  await portal.shot('upload-locked');
  await portal.expectMenuStatus('Passport', 'review');
});
