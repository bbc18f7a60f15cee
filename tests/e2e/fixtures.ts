import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { FILES } from './files';
import { SANDBOX_URL } from './ports';
import { ACCOUNTS, cspReports, sandbox, type Account } from './sandboxControl';

export { ACCOUNTS, cspReports, sandbox, type Account };

import type { FaultKind } from '../../mock-server/faults';

export type { FaultKind };

/** Makes the sandbox gateway misbehave on one /v1 path (see mock-server/README.md). */
export const addFault = (fault: {
  path: string;
  kind: FaultKind;
  method?: string;
  times?: number;
  ms?: number;
  /** `raw` only: status (default 200), body (a string as is, else JSON) and content type. */
  status?: number;
  body?: unknown;
  contentType?: string;
}) => sandbox('faults', fault);
export const clearFaults = () => sandbox('faults', undefined, 'DELETE');

/** The task pages' sticky submit bar (StickySubmitBar). */
export const SUBMIT_BAR = '[aria-label="Submit reminder bar"]';

/**
 * Dialog and drawer transitions and fades finish before axe reads colours: mid-fade an element's
 * colours are blended with what is behind it. Spinners (endless animations) do not count.
 */
export async function animationsEnded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/** The fresh guest (KX-1001), signed in through the login page, on the agreement page. */
export async function openFreshAgreement(portal: Pick<Portal, 'login' | 'openTask'>) {
  await portal.login('fresh');
  await portal.openTask('DocuSign Agreement', /^Travel Agreement - Classic Japan/);
}

/**
 * Starts signing and hands back the signing frame once its Finish button shows and the panel has
 * finished sliding in: a click computed mid-slide lands where the button was, not where it is.
 */
export async function openSigningFrame(page: Page) {
  await page.getByRole('button', { name: 'Start Signing Process' }).click();
  await expect(page.getByRole('dialog', { name: 'Document' })).toBeVisible();
  const signing = page.frameLocator('iframe[title="DocuSign signing document"]');
  await expect(signing.getByRole('button', { name: 'Finish' })).toBeVisible();
  await animationsEnded(page);
  return signing;
}

/**
 * Says whose passport a staged file is. The portal chooses nobody for a booking of several
 * travellers (the fresh and the group guest's): only a booking of one, or a read passport zone.
 */
export async function chooseTraveller(page: Page, fileName: string, traveller = 'Emma Walker') {
  const select = page.getByRole('combobox', { name: `Traveller for ${fileName}` });
  // The option may say more after the name: "(passport uploaded)", "(chosen for another file)".
  const value = await select.evaluate(
    (element, name) =>
      Array.from((element as HTMLSelectElement).options).find(
        (option) => option.label === name || option.label.startsWith(`${name} (`),
      )?.value,
    traveller,
  );
  if (value === undefined) throw new Error(`no traveller ${traveller} for ${fileName}`);
  await select.selectOption(value);
}

/**
 * Stages one passport photo (passport-emma.jpg) on the open Passports page, as Emma's; hands
 * back the staged rows.
 */
export async function stagePassportPhoto(page: Page) {
  await page.getByLabel('Choose files to upload').setInputFiles(FILES.passportJpeg);
  const staged = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await expect(staged).toHaveCount(1);
  await chooseTraveller(page, 'passport-emma.jpg');
  return staged;
}

/**
 * Opens the first passenger's meal form on the open Meals page, answers "no allergies" (the fresh
 * guest has not answered, and Save asks for it) and types a special request.
 */
export async function typeFirstMealRequest(page: Page, text: string) {
  await page
    .getByRole('button', { name: /^Edit meal request for/ })
    .first()
    .click();
  await page.getByRole('radio', { name: 'I do not have food allergies' }).first().check();
  const request = page.getByRole('textbox', { name: /Meal Special Requests/ });
  await request.fill(text);
  return request;
}

/** The card provider's hosted page inside the Secure Payment modal, and its Pay button. */
export const paymentForm = (page: Page) => page.frameLocator('iframe[title="Secure payment form"]');
export const providerPayButton = (page: Page) =>
  paymentForm(page).getByRole('button', { name: /^Pay / });

/** One invoice: a table row on a desktop, a card in the list on a phone. */
export const invoiceRow = (page: Page, invoiceId: number) =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByRole('button', { name: `View & Download #${invoiceId}` }) });

/** Opens the Secure Payment modal for an invoice; resolves once the hosted page can be used. */
export async function openPayment(page: Page, invoiceId: number) {
  await page.getByRole('button', { name: `Make a Payment for invoice #${invoiceId}` }).click();
  await expect(providerPayButton(page)).toBeVisible({ timeout: 15_000 });
  await animationsEnded(page);
}

/** Sandbox session tokens look like `<user_id>|sbx_<hex>`; none may ever sit in a URL or address. */
const SANDBOX_TOKEN = /sbx_[0-9a-f]{6,}/i;

const safeDecode = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** The side-menu link of a task; its accessible name ends with the status, e.g. "(Under review)". */
export const MENU_STATUS = {
  action: 'Action required',
  review: 'Under review',
  completed: 'Completed',
} as const;

interface Portal {
  login(account: Account): Promise<void>;
  /** Saves a screenshot under tests/artifacts/screenshots/<project>/ (never committed). */
  shot(name: string): Promise<void>;
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[];
  /** "METHOD /v1/path" of every API call the page made, in order. */
  apiCalls: string[];
  /** True in the 375 px project. */
  isPhone: boolean;
  /**
   * The side-menu link whose name starts with `label` (opens the drawer on a phone first).
   * Call `closeMenu()` afterwards on a phone if the link was only read, not followed.
   */
  menuLink(label: string): Promise<Locator>;
  /** Follows the side-menu link `label` and waits for the page's level-1 `heading`. */
  openTask(label: string, heading: string | RegExp): Promise<void>;
  closeMenu(): Promise<void>;
  /** Expects the task's side-menu icon to read `state`, without reloading the page. */
  expectMenuStatus(label: string, state: keyof typeof MENU_STATUS): Promise<void>;
  /** Where every task journey starts: the page's banner and the menu say "Action required". */
  expectActionRequired(menuLabel: string, banner: string): Promise<void>;
  /** Marks the document so `expectNoReload()` can tell a re-render from a reload. */
  markDocument(): Promise<void>;
  expectNoReload(): Promise<void>;
}

export const test = base.extend<{ portal: Portal }>({
  portal: async ({ page, context }, use, testInfo) => {
    await sandbox('reset');
    await cspReports('DELETE');
    const problems: string[] = [];
    const apiCalls: string[] = [];
    const urls: string[] = [];
    const tokens = new Set<string>();
    page.on('console', (message) => {
      if (
        /Content Security Policy|Rejected to (load|execute|frame|apply|connect)/i.test(
          message.text(),
        )
      ) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // Every address a page or frame showed, hash routes included (they never reach the network).
    const watchAddresses = (target: Page) =>
      target.on('framenavigated', (frame) => urls.push(frame.url()));
    watchAddresses(page);
    context.on('page', watchAddresses);
    // Every request of every page and frame of the test, popups included.
    context.on('request', (request) => {
      urls.push(request.url());
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/') && request.method() !== 'OPTIONS')
        apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    const directory = `tests/artifacts/screenshots/${testInfo.project.name}`;
    mkdirSync(directory, { recursive: true });
    const slug = testInfo.title
      .replace(/@[\w-]+/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    // This test's screenshots from an earlier run go, so the folder shows one run only.
    const ownShot = new RegExp(`^${slug}-\\d{2}-`);
    readdirSync(directory)
      .filter((name) => ownShot.test(name))
      .forEach((name) => rmSync(`${directory}/${name}`));
    const isPhone = testInfo.project.name === 'phone';
    let counter = 0;

    const openMenu = async () => {
      if (!isPhone) return;
      const drawer = page.locator('#side-menu');
      if (await drawer.isVisible()) return;
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    };
    const closeMenu = async () => {
      if (!isPhone) return;
      if (!(await page.locator('#side-menu').isVisible())) return;
      await page.keyboard.press('Escape');
      await expect(page.locator('#side-menu')).toBeHidden();
    };
    const menuLink = async (label: string) => {
      await openMenu();
      const nav = isPhone
        ? page.locator('#side-menu').getByRole('navigation', { name: 'Main menu' })
        : page.getByRole('navigation', { name: 'Main menu' });
      return nav.getByRole('link', { name: new RegExp(`^${label}`) });
    };

    const expectMenuStatus = async (label: string, state: keyof typeof MENU_STATUS) => {
      const link = await menuLink(label);
      await expect(link).toHaveAccessibleName(`${label} (${MENU_STATUS[state]})`);
      await closeMenu();
    };

    const portal: Portal = {
      problems,
      apiCalls,
      isPhone,
      async login(account) {
        await page.goto('#/login');
        await page.getByLabel('E-mail').fill(ACCOUNTS[account].email);
        await page.getByLabel('Reservation number').fill(ACCOUNTS[account].reservation);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
        const token = await page.evaluate(() => localStorage.getItem('auth_token'));
        if (token) tokens.add(token);
      },
      async shot(name) {
        counter += 1;
        // Let dialogs and drawers finish opening: a capture mid-fade shows half the picture.
        await page
          .evaluate(() =>
            Promise.race([
              Promise.all(
                document
                  .getAnimations()
                  .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
                  .map((animation) => animation.finished.catch(() => undefined)),
              ),
              new Promise((resolve) => setTimeout(resolve, 1000)),
            ]),
          )
          .catch(() => undefined);
        // A full-page capture of a scrolled page draws the fixed top bar and menu mid-page:
        // then the viewport (what the guest sees at this step) is the truer picture.
        const scrolled = await page.evaluate(() => window.scrollY > 0).catch(() => false);
        await page.screenshot({
          path: `${directory}/${slug}-${String(counter).padStart(2, '0')}-${name}.png`,
          fullPage: !scrolled,
        });
      },
      menuLink,
      async openTask(label, heading) {
        await (await menuLink(label)).click();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      },
      closeMenu,
      expectMenuStatus,
      async expectActionRequired(menuLabel, banner) {
        await expect(page.getByTestId('task-status-banner')).toContainText(banner);
        await expectMenuStatus(menuLabel, 'action');
      },
      async markDocument() {
        await page.evaluate(() => {
          (window as unknown as { __noReload?: boolean }).__noReload = true;
        });
      },
      async expectNoReload() {
        expect(
          await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
          'the page was not reloaded',
        ).toBe(true);
      },
    };
    await use(portal);
    // Tokens issued by logins the fixture did not see (re-logins in a test) match the pattern.
    urls.push(page.url());
    const stored = await page.evaluate(() => localStorage.getItem('auth_token')).catch(() => null);
    if (stored) tokens.add(stored);
    const leaks = urls.filter(
      (url) =>
        SANDBOX_TOKEN.test(safeDecode(url)) ||
        [...tokens].some((token) => url.includes(token) || url.includes(encodeURIComponent(token))),
    );
    expect(leaks, 'the session token never appears in a URL').toEqual([]);
    // Reports travel on their own connection: give the last ones a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const reports = await cspReports();
    problems.push(...reports.map((report) => `CSP report: ${JSON.stringify(report)}`));
    expect(problems, 'no CSP violation or page error').toEqual([]);
  },
});

/**
 * What another tab of the same guest does: a PATCH with this tab's stored session, straight to the
 * API. Resolves with the HTTP status.
 */
export const patchFromAnotherTab = (page: Page, path: string, body: Record<string, string>) =>
  page.evaluate(
    async ({ url, payload }) => {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}`,
          'X-User-Info': localStorage.getItem('auth_user_id') ?? '',
          'X-Last-Access': localStorage.getItem('last_access') ?? '',
        },
        body: JSON.stringify(payload),
      });
      return response.status;
    },
    { url: `${SANDBOX_URL}/v1${path}`, payload: body },
  );

export { expect };
export type { Locator, Page, Portal };

/** The fresh guest's passengers have not answered the allergy question: answer "no" for each, so meals can be submitted. */
export async function answerEveryoneHasNoAllergies(page: Page) {
  for (const name of ['Ms. Emma Walker', 'Mr. Daniel Walker']) await answerNoAllergies(page, name);
}

/** Opens one passenger's meal form and answers "I do not have food allergies" (saved or not). */
export async function answerNoAllergies(page: Page, name: string, save = true) {
  const edit = page.getByRole('button', { name: `Edit meal request for ${name}` });
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, level: 3 }) });
  const no = card.getByRole('radio', { name: 'I do not have food allergies' });
  // Its form may be open already (an edit in progress); else Edit opens it.
  await expect(edit.or(no)).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await no.check();
  if (!save) return;
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeVisible();
}
