import type { Locator } from '@playwright/test';
import {
  ACCOUNTS,
  animationsEnded,
  expect,
  openFreshAgreement,
  openPayment,
  openSigningFrame,
  paymentForm,
  sandbox,
  test,
  type Page,
} from './fixtures';

/** 3.3.1: the field says it is invalid and is described by the message the guest sees. */
async function expectInvalidWith(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** 2.4.3: the focus sits on something visible inside main, never on the page's body. */
async function expectFocusInMain(page: Page) {
  await animationsEnded(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        if (!active.closest('main')) return `outside main: ${active.outerHTML.slice(0, 80)}`;
        const box = active.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? 'visible in main' : 'hidden';
      }),
    )
    .toBe('visible in main');
}

const mealCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });

test('WhatsApp: typing in the box edits it, spaces are dropped, an invalid number is described @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await page.goto('#/whatsapp');
  const field = page.getByRole('textbox', { name: 'WhatsApp number' });
  await field.click();
  await page.keyboard.type('+44 7700');
  await expect(field).toHaveValue('+44 7700');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectInvalidWith(field, /Please enter a valid international phone number/);
  await portal.shot('whatsapp-invalid');

  await field.fill('+44 (7700) 900-123');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const saved = page.waitForRequest(
    (request) => request.url().includes('/portal/whats_app') && request.method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({ whats_app_number: '+447700900123' });
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  await expect(field).toHaveValue('+447700900123');
  await portal.shot('whatsapp-saved');
});

test('meals: an unanswered question is marked invalid, and its messages go once it is answered @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await page.goto('#/meals');
  await page.getByRole('button', { name: 'Submit Meal Requests' }).first().click();
  const problem = page.getByText('Please tell us whether Daniel Walker has food allergies.');
  await expect(problem).toBeVisible();

  const daniel = mealCard(page, 'Mr. Daniel Walker');
  await daniel.getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }).click();
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expectInvalidWith(
    daniel.getByRole('radiogroup'),
    'Please tell us whether you have food allergies.',
  );
  await daniel.getByRole('radio', { name: 'I have food allergies' }).check();
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expectInvalidWith(
    daniel.getByRole('checkbox', { name: 'Sesame' }),
    'Please select at least one allergy if you have food allergies.',
  );
  await portal.shot('meals-invalid');

  await daniel.getByRole('radio', { name: 'I do not have food allergies' }).check();
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expect(daniel).toContainText('None');
  await expect(problem).toBeHidden();
  await portal.shot('meals-fixed');
});

test('the signing window is named for what it does, and the focus comes back inside main when it closes @phone', async ({
  page,
  portal,
}) => {
  await openFreshAgreement(portal);
  await openSigningFrame(page);
  await expect(
    page.getByRole('dialog', { name: /^Document: sign your travel agreement/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close document' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusInMain(page);
  await expect(page.getByRole('button', { name: 'Start Signing' })).toBeFocused();

  // The envelope exists now: the same button reads Start Signing.
  await page.getByRole('button', { name: 'Start Signing' }).click();
  const signing = page.frameLocator('iframe[title="DocuSign signing document"]');
  await expect(signing.getByRole('button', { name: 'Finish' })).toBeVisible({ timeout: 15_000 });
  await animationsEnded(page);
  await signing.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('iframe[title="Signed agreement PDF"]')).toBeVisible();
  await expectFocusInMain(page);
  await portal.shot('signed-focus');
});

test('the focus comes back to the invoice button when the payment window or the PDF closes @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const payButton = page.getByRole('button', { name: 'Make a Payment for invoice #5101' });
  await openPayment(page, 5101);
  await page.getByRole('button', { name: 'Close payment window' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusInMain(page);
  await expect(payButton).toBeFocused();

  // Cancelled on the provider's page: its communicator closes the window.
  await openPayment(page, 5101);
  await paymentForm(page)
    .getByRole('button', { name: /cancel/i })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
  await expectFocusInMain(page);
  await expect(payButton).toBeFocused();

  const pdfButton = page.getByRole('button', { name: 'View & Download #5101' });
  await pdfButton.click();
  await page
    .getByRole('dialog', { name: 'Preview Invoice PDF' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusInMain(page);
  await expect(pdfButton).toBeFocused();
});

test('Back while the payment window is open closes it and stays on Payments @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  await openPayment(page, 5102);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeHidden();
  await expect(page).toHaveURL(/#\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expectFocusInMain(page);
  await expect(
    page.getByRole('button', { name: 'Make a Payment for invoice #5102' }),
  ).toBeFocused();
  await portal.shot('back-closed-payment');
});

test('Back while the signing window is open closes it and stays on the agreement @phone', async ({
  page,
  portal,
}) => {
  await openFreshAgreement(portal);
  await openSigningFrame(page);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Document' })).toBeHidden();
  await expect(page).toHaveURL(/#\/docusign$/);
  await expect(
    page.getByRole('heading', { name: /^Travel Agreement - Classic Japan/, level: 1 }),
  ).toBeVisible();
  await expectFocusInMain(page);
  await expect(page.getByRole('button', { name: 'Start Signing' })).toBeFocused();
  await portal.shot('back-closed-signing');
});

test('an expired session says so on the login page; a logout does not @phone', async ({
  page,
  portal,
}) => {
  const ended = 'Your session has ended. Please sign in again.';
  await portal.login('midway');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await expect(page.getByText(ended)).toHaveCount(0);

  await portal.login('fresh');
  await page.goto('#/meals');
  await expect(page.getByRole('heading', { name: 'Meal Requests Registration' })).toBeVisible();
  await sandbox('expire-sessions');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ended })).toBeVisible();
  await portal.shot('session-ended');

  await page.getByLabel('E-mail').fill(ACCOUNTS.fresh.email);
  await page.getByLabel('Reservation number').fill(ACCOUNTS.fresh.reservation);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/meals$/);
});
