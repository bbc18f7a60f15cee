import { expect, openFreshAgreement, openSigningFrame, test } from './fixtures';

test('a fresh guest signs the agreement in the signing frame and sees the signed PDF @phone', async ({
  page,
  portal,
}) => {
  await openFreshAgreement(portal);
  await portal.expectActionRequired(
    'DocuSign Agreement',
    'Action required: sign your travel agreement',
  );
  await portal.markDocument();
  await portal.shot('agreement-uncomplete');

  const signing = await openSigningFrame(page);
  const panel = page.getByRole('dialog', { name: 'Document' });
  await portal.shot('signing-frame');

  await signing.getByRole('button', { name: 'Finish' }).click();
  // The frame returns to docusign-return.html, which tells the portal; the panel closes.
  await expect(panel).toBeHidden({ timeout: 15_000 });
  const signed = page.locator('iframe[title="Signed agreement PDF"]');
  await expect(signed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('A copy of the signed agreement will be sent to')).toBeVisible();
  const pdfHead = await page.evaluate(
    async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    },
    String(await signed.getAttribute('src')),
  );
  expect(pdfHead).toBe('%PDF-');
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your travel agreement is complete',
  );
  await expect(page.getByRole('button', { name: /^Start Signing/ })).toHaveCount(0);
  expect(portal.apiCalls).toContain('PATCH /v1/portal/docusign/submit');
  await portal.expectMenuStatus('DocuSign Agreement', 'completed');
  await portal.expectNoReload();
  await portal.shot('agreement-signed');
});

test('after a decline in the signing frame the page says declined, with no call to sign @phone', async ({
  page,
  portal,
}) => {
  await openFreshAgreement(portal);
  const signing = await openSigningFrame(page);
  // The provider asks once: going back keeps the agreement open to sign.
  await signing.getByRole('button', { name: 'Decline' }).click();
  await signing.getByRole('button', { name: 'Go back to the agreement' }).click();
  await signing.getByRole('button', { name: 'Decline' }).click();
  await signing.getByRole('button', { name: 'Decline to sign' }).click();
  await expect(page.getByRole('dialog', { name: 'Document' })).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('envelope-status-alert')).toContainText('Signing declined');
  await expect(
    page.getByRole('region', { name: 'Need to contact our travel team?' }),
  ).toBeVisible();
  // Nothing on the page still asks the guest to sign what they declined.
  await expect(page.getByText(/review and sign/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Start Signing/ })).toHaveCount(0);
  await portal.shot('agreement-declined');
  // The dashboard's agreement card says so too: the sandbox recorded the decline.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const card = page.getByRole('article', { name: 'DocuSign' });
  await expect(card).toContainText('Signing declined');
  await expect(card).not.toContainText(/review and sign/i);
  await portal.shot('dashboard-declined');
});
