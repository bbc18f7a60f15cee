/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every route in every state the sandbox can
 * show, and with each dialog open. Findings are listed in tests/artifacts/axe/<project>.jsonl.
 */
import { scan, settle } from './axe';
import { FILES } from './files';
import {
  answerEveryoneHasNoAllergies,
  chooseTraveller,
  expect,
  openPayment,
  sandbox,
  test,
  type Account,
  type Page,
} from './fixtures';

const ROUTES = [
  'dashboard',
  'payments',
  'docusign',
  'meals',
  'passports',
  'flights',
  'whatsapp',
  'axusapp',
] as const;

async function visit(page: Page, route: string) {
  await page.goto(`#/${route}`);
  await settle(page);
  // The scan must read the page it names, not wherever a redirect went.
  await expect(page).toHaveURL(new RegExp(`#/${route}$`));
}

/** A demo reservation put into a state through the sandbox's provider states (mock-server/README.md). */
const providerState = (state: string) => sandbox('provider-state', { state });

test.describe('accessibility of every route', () => {
  test('the login page, empty and with errors @phone', async ({ page, portal }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('#/login');
    await settle(page);
    await scan(page, project, 'login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await portal.shot('fields-required');
    await scan(page, project, 'login, fields required');
    await page.getByLabel('E-mail').fill('emma.walker@example.com');
    await page.getByLabel('Reservation number').fill('KX-0000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or reservation number.');
    await scan(page, project, 'login, rejected');
  });

  const accounts: Array<[Account, string]> = [
    ['fresh', 'uncomplete (KX-1001)'],
    ['midway', 'processing and mixed (KX-2002)'],
    ['finished', 'completed (KX-3003)'],
  ];
  for (const [account, state] of accounts) {
    test(`every route, ${state} @phone`, async ({ page, portal }, testInfo) => {
      await portal.login(account);
      for (const route of ROUTES) {
        await visit(page, route);
        await scan(page, testInfo.project.name, `${route}, ${state}`);
      }
    });
  }
});

test.describe('accessibility of states the demo reservations do not show', () => {
  test('every task page with its task under review (KX-1001 set to processing) @phone', async ({
    page,
    portal,
  }, testInfo) => {
    await providerState('a guest KX-1001 whose every task is processing');
    await portal.login('fresh');
    for (const route of ROUTES) {
      await visit(page, route);
      await scan(page, testInfo.project.name, `${route}, every task processing`);
    }
  });

  test('the agreement page with each envelope status', async ({ page, portal }, testInfo) => {
    await portal.login('fresh');
    for (const envelope of ['sent', 'delivered', 'declined', 'voided']) {
      await providerState(
        `a guest KX-1001 whose agreement is uncomplete with a ${envelope} envelope`,
      );
      await visit(page, 'docusign');
      await scan(page, testInfo.project.name, `docusign, ${envelope} envelope`);
      await portal.shot(`envelope-${envelope}`);
    }
  });
});

test.describe('accessibility with dialogs open', () => {
  test('meals: editing, the allergy message, the reminder and the confirm dialog', async ({
    page,
    portal,
  }, testInfo) => {
    const project = testInfo.project.name;
    await portal.login('fresh');
    await visit(page, 'meals');
    await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
    await page.getByRole('radio', { name: 'I have food allergies' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select at least one allergy')).toBeVisible();
    await scan(page, project, 'meals, editing with the allergy message');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The floating reminder appears after 6 s.
    await expect(page.getByRole('button', { name: 'Dismiss reminder' })).toBeVisible({
      timeout: 10_000,
    });
    // Once it has faded in: mid-fade its colours are blended with the page's.
    await settle(page);
    await scan(page, project, 'meals, reminder shown');
    // Unsaved edits, then a menu link: the leave dialog.
    await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
    await page.getByLabel('Meal Choice').selectOption({ label: 'Vegetarian' });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Dashboard/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
    // Leaving the meal field brings the reminder back a second later, behind the backdrop: scan
    // once it is all the way back, never while it fades in and its colours blend with the page's.
    await expect(
      page.locator('.MuiAlert-root').filter({ hasText: 'submit your meal requests' }),
    ).toHaveCSS('opacity', '1');
    await settle(page);
    await scan(page, project, 'meals, leave dialog');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerEveryoneHasNoAllergies(page);
    await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Confirm Submission' })).toBeVisible();
    await settle(page);
    await scan(page, project, 'meals, confirm dialog');
  });

  test('passports: staged file, preview, delete and confirm dialogs; flights confirm', async ({
    page,
    portal,
  }, testInfo) => {
    const project = testInfo.project.name;
    await portal.login('fresh');
    await visit(page, 'passports');
    await page.getByLabel('Choose files to upload').setInputFiles(FILES.passportJpeg);
    await expect(page.getByText('Ready to upload')).toBeVisible();
    await scan(page, project, 'passports, a staged file');
    // Upload with nobody chosen asks whose passport it is.
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByText('Choose whose passport this is.')).toBeVisible();
    await scan(page, project, 'passports, a traveller asked for');
    await chooseTraveller(page, 'passport-emma.jpg');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(
      page.getByRole('button', { name: 'Preview passport-emma-walker.jpg' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await settle(page);
    await scan(page, project, 'passports, uploaded');
    await page.getByRole('button', { name: 'Preview passport-emma-walker.jpg' }).click();
    await settle(page);
    await scan(page, project, 'passports, preview dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Delete passport-emma-walker.jpg' }).click();
    await settle(page);
    await scan(page, project, 'passports, delete dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Confirm Passport Submission' }).first().click();
    await settle(page);
    await scan(page, project, 'passports, confirm dialog');

    await visit(page, 'flights');
    await page.getByLabel('Choose files to upload').setInputFiles(FILES.ticketPdf);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await page.getByRole('button', { name: 'Preview e-ticket.pdf' }).click({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'e-ticket.pdf' })).toBeVisible();
    await settle(page);
    await scan(page, project, 'flights, PDF preview dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Confirm Document(s) Submission' }).first().click();
    await settle(page);
    await scan(page, project, 'flights, confirm dialog');
  });

  test('whatsapp: editing, unsaved-changes and confirm dialogs; travel app confirm', async ({
    page,
    portal,
  }, testInfo) => {
    const project = testInfo.project.name;
    await portal.login('midway');
    await visit(page, 'whatsapp');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+8190');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid international phone number')).toBeVisible();
    await scan(page, project, 'whatsapp, invalid number');
    await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+819011112222');
    await page.getByRole('button', { name: 'Submit WhatsApp Registration', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
    await settle(page);
    await scan(page, project, 'whatsapp, unsaved-changes dialog');
    await page.getByRole('button', { name: 'Discard & Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Submission' })).toBeVisible();
    await settle(page);
    await scan(page, project, 'whatsapp, confirm dialog');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await portal.login('fresh');
    await visit(page, 'axusapp');
    await page.getByRole('button', { name: 'I have installed the app' }).click();
    await settle(page);
    await scan(page, project, 'axusapp, confirm dialog');
  });

  test('payments: secure payment and invoice PDF dialogs; signing panel', async ({
    page,
    portal,
  }, testInfo) => {
    const project = testInfo.project.name;
    await portal.login('fresh');
    await visit(page, 'payments');
    await page.getByRole('button', { name: 'View & Download #5101' }).click();
    await expect(page.getByRole('dialog', { name: 'Preview Invoice PDF' })).toBeVisible();
    await settle(page);
    await scan(page, project, 'payments, invoice PDF dialog');
    await page.getByRole('button', { name: 'Close' }).click();
    await openPayment(page, 5101);
    await settle(page);
    await scan(page, project, 'payments, secure payment dialog (with the sandbox form)');
    await page.getByRole('button', { name: 'Close payment window' }).click();
    await expect(page.getByText('Payment window closed.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Secure Payment' })).toBeHidden();
    await settle(page);
    await scan(page, project, 'payments, notice toast');

    await visit(page, 'docusign');
    await page.getByRole('button', { name: 'Start Signing Process' }).click();
    await expect(
      page.frameLocator('iframe[title="DocuSign signing document"]').getByRole('button', {
        name: 'Finish',
      }),
    ).toBeVisible();
    await settle(page);
    await scan(page, project, 'docusign, signing panel (with the sandbox signing page)');
  });

  // The drawer exists below 992 px only: this scan runs in the phone project alone.
  test('the open drawer menu on a phone @phone-only', async ({ page, portal }, testInfo) => {
    await portal.login('midway');
    await visit(page, 'dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#side-menu').getByRole('navigation')).toBeVisible();
    await settle(page);
    await scan(page, testInfo.project.name, 'dashboard, drawer open');
  });
});
