import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import {
  expect,
  invoiceRow,
  openPayment,
  paymentForm,
  providerPayButton,
  test,
  type Page,
} from './fixtures';

/** Pays one invoice through the fake hosted payment page inside the Secure Payment modal. */
async function pay(page: Page, invoiceId: number, shot: (name: string) => Promise<void>) {
  await openPayment(page, invoiceId);
  const modal = page.getByRole('dialog', { name: 'Secure Payment' });
  await expect(modal).toBeVisible();
  await expect(paymentForm(page).getByLabel(/card number/i)).toHaveValue(/4111/);
  await shot(`payment-frame-${invoiceId}`);
  await providerPayButton(page).click();
  await expect(modal).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
}

/** Whether a click at the element's centre reaches it (nothing covers it). */
const onTop = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    return target.contains(
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
    );
  });

test('a fresh guest pays both invoices and downloads an invoice PDF @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const warning = page.getByText('Your amazing journey is about to begin!');
  await expect(warning).toBeVisible();
  for (const invoiceId of [5101, 5102]) {
    await expect(
      invoiceRow(page, invoiceId).getByRole('button', { name: /^Make a Payment/ }),
    ).toBeVisible();
  }
  // No invoice carries a due date: the banner says what can be paid now, and whom to ask sits
  // under the invoices.
  await expect(page.getByRole('status').filter({ has: warning })).toContainText(
    'can be paid now. Not sure by when? Our travel team (below) can tell you.',
  );
  const team = page.getByRole('region', { name: 'Need to contact our travel team?' });
  await expect(team).toContainText('+81 3-6555-0142');
  await portal.shot('payments-due');

  await pay(page, 5101, portal.shot);
  await expect(page.getByRole('button', { name: 'Make a Payment for invoice #5101' })).toHaveCount(
    0,
  );
  await expect(invoiceRow(page, 5101).getByText('Paid', { exact: true })).toBeVisible();
  await expect(invoiceRow(page, 5102).getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(warning).toBeVisible();
  await portal.shot('first-paid');

  await pay(page, 5102, portal.shot);

  // Straight from the payment, with the Notice still showing: preview and download a PDF. The
  // toast gives way, so on a phone it never sits over the dialog's buttons.
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await page.getByRole('button', { name: 'View & Download #5101' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview Invoice PDF' });
  const previewFrame = preview.locator('iframe[title="Invoice #5101 PDF"]');
  await expect(previewFrame).toBeVisible();
  // Well before the toast would hide by itself (4.5 s).
  await expect(page.getByText('Payment received. Thank you!')).toBeHidden({ timeout: 1_000 });
  for (const name of ['Download Invoice', 'Close']) {
    await expect
      .poll(() => onTop(preview.getByRole('button', { name })), { timeout: 5_000 })
      .toBe(true);
  }
  // The preview shows the PDF the portal fetched (an object URL of it; the CSP keeps the page
  // itself from reading blob: URLs, so the bytes are checked on the download below).
  await expect(previewFrame).toHaveAttribute('src', /^blob:http:\/\/localhost:\d+\//);
  await portal.shot('pdf-preview');
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toContain('5101');
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await expect(invoiceRow(page, 5102).getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Thank you! All your payments are complete.')).toBeVisible();
  await expect(warning).toBeHidden();
  await expect(team).toBeHidden();
  await expect(page.getByRole('button', { name: /^Make a Payment/ })).toHaveCount(0);
  await portal.shot('all-paid');
  expect(portal.apiCalls.filter((call) => call.endsWith('/invoices/paid'))).toHaveLength(2);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Login' })).toBeVisible();
  await portal.shot('logged-out');
});

test('every control of the payment frame shows whole, without scrolling, in the 600 px frame @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  await openPayment(page, 5101);
  const frame = page.locator('iframe[title="Secure payment form"]');
  const frameBox = await frame.boundingBox();
  const viewport = page.viewportSize();
  // The frame itself lies on screen, its bottom included.
  expect(frameBox?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((frameBox?.y ?? 0) + (frameBox?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
  // Inside it, each field and button lies wholly within the frame's own viewport.
  const cutOff = await paymentForm(page)
    .locator('body')
    .evaluate(() =>
      Array.from(document.querySelectorAll('input:not([type=hidden]), button'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.top < 0 || box.bottom > window.innerHeight)
        .map(
          ({ control, box }) => `${control.textContent || control.id} ${box.top}..${box.bottom}`,
        ),
    );
  expect(cutOff, `in a frame ${frameBox?.height} px high`).toEqual([]);
  await portal.shot('payment-frame-whole');
});

test('Payments leads back to the dashboard, as the task pages do @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const back = page.getByRole('link', { name: 'Back to dashboard' });
  await expect(back).toBeVisible();
  await portal.shot('payments-back-link');
  await back.click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);
});
