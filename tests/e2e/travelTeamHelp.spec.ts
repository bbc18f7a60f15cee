import { scan, settle } from './axe';
import { expect, sandbox, test } from './fixtures';

test('a declined agreement shows how to reach the travel team @phone', async ({
  page,
  portal,
}, testInfo) => {
  await sandbox('provider-state', { state: 'KX-1001 with a declined envelope' });
  await portal.login('fresh');
  await (await portal.menuLink('DocuSign Agreement')).click();
  await expect(page.getByTestId('envelope-status-alert')).toContainText('Signing declined');
  const contact = page.getByRole('region', { name: 'Need to contact our travel team?' });
  await expect(contact).toContainText('+81 3-6555-0142');
  await expect(contact).toContainText('Mon–Fri 9:00–18:00 JST');
  await expect(contact.getByRole('link', { name: 'Message Us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/81365550142',
  );
  await settle(page);
  await portal.shot('agreement-declined-contact');
  await scan(page, testInfo.project.name, 'agreement, declined, with contact');
});

test('a voided agreement shows the contact too; a sent one does not @phone', async ({
  page,
  portal,
}) => {
  await sandbox('provider-state', { state: 'KX-1001 with a voided envelope' });
  await portal.login('fresh');
  await page.goto('#/docusign');
  await expect(
    page.getByRole('region', { name: 'Need to contact our travel team?' }),
  ).toBeVisible();
  await sandbox('provider-state', { state: 'KX-1001 with a sent envelope' });
  await page.reload();
  await expect(page.getByTestId('envelope-status-alert')).toBeVisible();
  await expect(page.getByText('Need to contact our travel team?')).toHaveCount(0);
});

test('travel app credentials: copy buttons, and a plain note before they exist @phone', async ({
  page,
  portal,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await portal.login('fresh');
  const card = page.getByRole('article', { name: 'AXUS Travel App' });
  // The card's own description promises no sign-in details (the status text is the server's).
  await expect(
    card.getByText('Install the AXUS app to see your day-by-day itinerary on your phone.'),
  ).toBeVisible();
  await expect(card).not.toContainText('and sign in to see');
  await (await portal.menuLink('AXUS App Connect')).click();
  const details = page.getByRole('region', { name: 'Your sign-in details' });
  const copyId = details.getByRole('button', { name: 'Copy User ID' });
  await copyId.click();
  await expect(copyId).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KX1001-WALKER');
  const copyPasscode = details.getByRole('button', { name: 'Copy Passcode' });
  await copyPasscode.click();
  await expect(copyPasscode).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('482913');
  await portal.shot('travel-app-copied');
  await expect(copyId).toHaveText('Copy', { timeout: 5000 });
  await settle(page);
  await scan(page, testInfo.project.name, 'travel app, credentials');

  // KX-2002's credentials have not been issued yet.
  await page.getByRole('button', { name: 'Logout' }).click();
  await portal.login('midway');
  await (await portal.menuLink('AXUS App Connect')).click();
  const pending = page.getByRole('region', { name: 'Your sign-in details' });
  await expect(pending).toContainText(
    'Your User ID and Passcode will appear here once our team has set up your account.',
  );
  await expect(pending.getByText('-', { exact: true })).toHaveCount(0);
  await expect(pending.getByRole('button')).toHaveCount(0);
  await settle(page);
  await portal.shot('travel-app-pending');
  await scan(page, testInfo.project.name, 'travel app, credentials pending');
});
