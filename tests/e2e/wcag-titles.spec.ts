import { expect, test, type Page } from './fixtures';

/** WCAG 2.4.2 Page Titled: each route names its page in the document title, before the portal. */
const SIGNED_IN_ROUTES: readonly [path: string, title: string][] = [
  ['/dashboard', 'Dashboard · Guest Portal'],
  ['/payments', 'Payments · Guest Portal'],
  ['/docusign', 'DocuSign Agreement · Guest Portal'],
  ['/meals', 'Meal Requests · Guest Portal'],
  ['/passports', 'Passport · Guest Portal'],
  ['/flights', 'Flight Info · Guest Portal'],
  ['/whatsapp', 'WhatsApp Account · Guest Portal'],
  ['/axusapp', 'AXUS App Connect · Guest Portal'],
  ['/no-such-page', 'Page not found · Guest Portal'],
];

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every route has its own document title naming the page @phone', async ({ page, portal }) => {
  const seen: string[] = [];
  await page.goto('#/login');
  await expect(pageHeading(page)).toHaveText('Guest Login');
  await expect(page).toHaveTitle('Guest Login · Guest Portal');
  seen.push(await page.title());

  await portal.login('midway');
  for (const [path, title] of SIGNED_IN_ROUTES) {
    await page.goto(`#${path}`);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page, `the title of #${path}`).toHaveTitle(title);
    seen.push(await page.title());
  }
  await portal.shot('not-found');
  expect(new Set(seen).size, 'no two routes share a title').toBe(seen.length);

  // Back to a page already visited: its title comes back with it.
  await page.goBack();
  await expect(page).toHaveTitle('AXUS App Connect · Guest Portal');
});
