import { scan, settle } from './axe';
import { expect, openPayment, providerPayButton, test } from './fixtures';

test('after paying, the guest gets a receipt with the Notice; balance and badge follow @phone', async ({
  page,
  portal,
}, testInfo) => {
  await portal.login('fresh');
  const balance = page.getByRole('region', { name: 'Outstanding balance' });
  await expect(balance.getByText('$7,980.00')).toBeVisible();
  await balance.getByRole('link', { name: 'See invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  await openPayment(page, 5101);
  const before = new Date();
  const reportSent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v1/portal/invoices/paid'),
  );
  await providerPayButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeHidden({
    timeout: 15_000,
  });
  await expect(page.getByText('Notice')).toBeVisible();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toBeVisible();
  const value = (label: string) => receipt.locator('dt', { hasText: label }).locator('+ dd');
  await expect(value('Amount')).toHaveText('$1,500.00');
  await expect(value('Invoice')).toHaveText(/^Deposit - .+ \(#5101\)$/);
  // The transaction the portal reported to its server is the one on the receipt.
  const report = (await reportSent).postDataJSON() as { transaction_id: string };
  await expect(value('Transaction number')).toHaveText(String(report.transaction_id));
  const date = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: 'America/Los_Angeles',
  }).format(before);
  await expect(value('Date')).toContainText(date);
  await portal.shot('receipt-with-notice');
  await settle(page);
  await scan(page, testInfo.project.name, 'payments, receipt');

  // The receipt outlives the Notice.
  const notice = page.getByRole('status').filter({ hasText: 'Payment received. Thank you!' });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeHidden();
  await expect(receipt).toBeVisible();
  await portal.shot('receipt-after-notice');

  const payments = await portal.menuLink('Payments');
  await expect(payments).toHaveAccessibleName('Payments (1 unpaid)');
  await portal.closeMenu();
  await (await portal.menuLink('Dashboard')).click();
  await expect(balance.getByText('$6,480.00')).toBeVisible();
  await expect(balance.getByText('1 invoice unpaid')).toBeVisible();
  await portal.shot('dashboard-after-payment');
});
