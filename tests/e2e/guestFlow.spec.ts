/**
 * A first-time guest's journey, at 1280 x 800 and 375 x 812: where each page opens, where the
 * focus goes after every step, what the submit bar and the reminder cover, the two upload steps
 * and the way on to the next task.
 */
import type { Locator } from '@playwright/test';
import { scan, settle } from './axe';
import { FILES } from './files';
import { ACCOUNTS, chooseTraveller, expect, SUBMIT_BAR as BAR, test, type Page } from './fixtures';

/** What the focused element is: its tag, role and accessible text, for the assertions and logs. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const role = element.getAttribute('role');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60);
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${element.id ? `#${element.id}` : ''}: ${name}`;
  });

/** The bar's and the reminder's boxes, the focused element's, and what they cover together. */
const overlays = (page: Page) =>
  page.evaluate((barSelector) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const barElement = document.querySelector(barSelector);
    const reminderElement = document
      .querySelector('[aria-label="Dismiss reminder"]')
      ?.closest('[role="status"]');
    const bar = box(barElement);
    const reminder = box(reminderElement);
    const active = document.activeElement;
    // A control of the bar or the reminder itself is not covered by them.
    const own = Boolean(
      active && (barElement?.contains(active) || reminderElement?.contains(active)),
    );
    const focus = active && active !== document.body && !own ? box(active) : null;
    const boxes = [bar, reminder].filter((entry) => entry !== null);
    const top = Math.min(...boxes.map((entry) => entry.top), window.innerHeight);
    const hits = (a: typeof focus, b: typeof focus) =>
      Boolean(
        a && b && a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left,
      );
    return {
      bar,
      reminder,
      // Both sit at the bottom, the reminder above the bar: together they cover from the
      // topmost edge down.
      coveredShare: (window.innerHeight - top) / window.innerHeight,
      overlap: hits(bar, reminder),
      focusCovered: hits(focus, bar) || hits(focus, reminder),
      innerHeight: window.innerHeight,
    };
  }, BAR);

async function expectHeadingFocused(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { name: heading, level: 1 });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
}

/** The focus is on `link` where that is on screen, else on the page's heading. */
async function expectFocusOnScreen(page: Page, link: Locator) {
  const shown = await link.evaluateAll((links) =>
    links.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && element.checkVisibility();
    }),
  );
  const heading = page.getByRole('heading', { level: 1 });
  await expect(shown >= 0 ? link.nth(shown) : heading).toBeFocused();
}

async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

async function expectOverlaysClear(page: Page, label: string) {
  const seen = await overlays(page);
  console.log(`${label}: ${JSON.stringify(seen)}`);
  expect(seen.overlap, `${label}: the reminder never overlaps the bar`).toBe(false);
  expect(seen.focusCovered, `${label}: neither covers the focused control`).toBe(false);
  if (seen.innerHeight <= 812) {
    expect(seen.coveredShare, `${label}: at most a quarter of a phone screen`).toBeLessThanOrEqual(
      0.25,
    );
  }
  return seen;
}

test('a first-time guest signs in: the reservation hint, a focused error that clears on edit @phone', async ({
  page,
  portal,
}) => {
  await page.goto('#/login');
  const email = page.getByLabel('E-mail');
  const reservation = page.getByLabel('Reservation number');
  await expect(reservation).toHaveAccessibleDescription(
    'Your reservation number is in your booking confirmation e-mail.',
  );
  await portal.shot('login-hint');

  // Nothing filled in: the focus goes to the first field to fix.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(email).toBeFocused();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await email.fill(ACCOUNTS.fresh.email);
  await expect(page.getByText('Please enter your e-mail address.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(reservation).toBeFocused();

  // A wrong number: the server's message takes the focus and goes when the guest edits.
  await reservation.fill('KX-0000');
  await page.getByRole('button', { name: 'Login' }).click();
  const failure = page.getByRole('alert');
  await expect(failure).toBeVisible();
  await expect(failure).toBeFocused();
  console.log(`after failed login: ${await focused(page)}`);
  await portal.shot('login-failed');
  await scan(page, test.info().project.name, 'login failed');
  await reservation.fill(ACCOUNTS.fresh.reservation);
  await expect(failure).toHaveCount(0);

  await page.getByRole('button', { name: 'Login' }).click();
  await expectHeadingFocused(page, 'Dashboard');
  console.log(`after login: ${await focused(page)}`);
});

test('a task opened from a scrolled dashboard or the menu starts at its top with its heading focused; back returns where the guest was @phone', async ({
  page,
  portal,
}) => {
  await page.clock.install();
  await portal.login('fresh');
  await expectHeadingFocused(page, 'Dashboard');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Open WhatsApp Registration' }).click();
  await expectHeadingFocused(page, 'WhatsApp Registration');
  await expectAtTop(page);
  console.log(`whatsapp from dashboard: scrollY 0, ${await focused(page)}`);
  await portal.shot('whatsapp-opened');

  // Scrolled down, then a task from the menu: the same.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const whatsAppScroll = await page.evaluate(() => window.scrollY);
  await (await portal.menuLink('Meal Requests')).click();
  await expectHeadingFocused(page, 'Meal Requests Registration');
  await expectAtTop(page);
  console.log(`meals from menu: scrollY 0, ${await focused(page)}`);
  // The longest reminder; the bar waits until the guest scrolls, so the page opens uncovered.
  await page.clock.fastForward(6500);
  await expect(page.getByRole('status').filter({ hasText: 'When every passenger' })).toBeVisible();
  await expect(page.locator(BAR)).toBeHidden();
  await page.waitForTimeout(400);
  await expectOverlaysClear(page, 'meals reminder');
  await portal.shot('meals-reminder');

  // Back: the page again where the guest left it (the browser restores the scroll position). She
  // came by the menu, whose entry would name the page she left: the focus is on the heading.
  await page.goBack();
  await expectHeadingFocused(page, 'WhatsApp Registration');
  console.log(
    `back to whatsapp: scrollY ${await page.evaluate(() => window.scrollY)} (left at ${whatsAppScroll}), ${await focused(page)}`,
  );

  // Back to the dashboard, scrolled down as she left it: the focus is on the card link she
  // followed where that is on screen, else on the heading.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectFocusOnScreen(page, page.getByRole('link', { name: 'Open WhatsApp Registration' }));
  await portal.shot('back-to-dashboard');
  console.log(
    `back to dashboard: scrollY ${await page.evaluate(() => window.scrollY)}, ${await focused(page)}`,
  );
});

test('the submit bar and the reminder leave the page room, and a submit leads on to the next task @phone', async ({
  page,
  portal,
}) => {
  await page.clock.install();
  await portal.login('fresh');
  await (await portal.menuLink('WhatsApp Account')).click();
  await expectHeadingFocused(page, 'WhatsApp Registration');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  // The guest goes back to the top to read the page again: the focus (on Edit since Save) would
  // otherwise stay where the guest left it, scrolled out from under their eyes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('heading', { name: 'WhatsApp Registration', level: 1 }).focus();
  await page.clock.fastForward(6500);
  // One of the two asks for the submit, never both: the bar once the guest has scrolled down
  // (on a phone, Save left the page scrolled), else the reminder.
  const reminder = page.getByRole('status').filter({ hasText: "Don't forget to submit" });
  const bar = page.locator(BAR);
  await expect(bar.or(reminder)).toBeVisible();
  expect((await bar.isVisible()) && (await reminder.isVisible())).toBe(false);
  await page.waitForTimeout(400);
  await expectOverlaysClear(page, 'whatsapp bar');
  await portal.shot('whatsapp-bar');

  // Every control the guest tabs to is clear of both.
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const seen = await overlays(page);
    expect(seen.focusCovered, `Tab ${step + 1}: ${await focused(page)}`).toBe(false);
  }

  // The contact block's last control can be scrolled clear of them.
  const lastControl = page.getByRole('link', { name: /Message Us on WhatsApp/ });
  if (await lastControl.count()) {
    // Scrolling down may be what brings the bar in: the guest then scrolls on a little, as the room
    // below the page allows.
    await lastControl.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(400);
    await lastControl.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const bottom = await lastControl.evaluate((element) => element.getBoundingClientRect().bottom);
    const seen = await overlays(page);
    const coveredFrom = Math.min(
      seen.bar?.top ?? seen.innerHeight,
      seen.reminder?.top ?? seen.innerHeight,
    );
    // Scrolling lands on whole device pixels while the layout has fractions (800.125 against 800
    // was seen): under a pixel is not covered.
    expect(bottom).toBeLessThan(coveredFrom + 1);
  }

  await page.getByRole('button', { name: 'Submit WhatsApp Registration', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your WhatsApp' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 1 });
  console.log(`after whatsapp submit: ${await focused(page)}`);
  // Docusign, meals, passports and flights are still to do; after WhatsApp comes the app.
  const next = thanks.getByRole('link', { name: 'Next task: AXUS Travel App' });
  await expect(next).toBeVisible();
  await portal.shot('whatsapp-submitted-next');
  await scan(page, test.info().project.name, 'whatsapp submitted');

  await next.click();
  await expectHeadingFocused(page, 'AXUS Travel App');
  await expectAtTop(page);
  await page.getByRole('button', { name: 'I have installed the app' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Submission' })
    .getByRole('button', { name: 'Submit' })
    .click();
  const appThanks = page.getByRole('status').filter({ hasText: 'Thank you! We have let' });
  await expect(appThanks).toBeFocused();
  // Past the last task the list wraps to the first one still open.
  await expect(appThanks.getByRole('link', { name: 'Next task: DocuSign' })).toBeVisible();
  await portal.shot('travelapp-submitted-next');
});

test('uploading is two steps: staged files are asked to be uploaded first, then confirmed @phone', async ({
  page,
  portal,
}) => {
  await page.clock.install();
  await portal.login('fresh');
  await (await portal.menuLink('Passport')).click();
  await expectHeadingFocused(page, 'Passport Upload');
  await expectAtTop(page);

  await page
    .getByLabel('Choose files to upload')
    .setInputFiles([FILES.passportJpeg, FILES.passportPng]);
  const staged = page.getByRole('list', { name: 'Files to upload' });
  await expect(staged.getByRole('listitem')).toHaveCount(2);
  await expect(staged).toBeInViewport();
  await page.clock.fastForward(6500);
  const reminder = page.getByRole('status').filter({ hasText: 'Your files are not uploaded yet.' });
  await expect(reminder).toBeVisible();
  // Away from the Upload Files button, the bar asks for the upload, not the confirmation. The
  // guest scrolls up themselves (a wheel or a swipe, not a script): the page then leaves them there.
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, -10_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const bar = page.locator(BAR);
  await expect(bar).toContainText('Your files are not uploaded yet.');
  await expect(bar.getByRole('button', { name: 'Upload 2 files' })).toBeVisible();
  await expect(bar).not.toContainText('Confirm Passport Submission');
  // The bar now says what the reminder said: once is enough.
  await expect(reminder).toBeHidden();
  await page.waitForTimeout(400);
  await expectOverlaysClear(page, 'passports upload step');
  await portal.shot('upload-step-bar');
  await settle(page);
  await scan(page, test.info().project.name, 'upload step');

  // Nobody was chosen for Emma: the upload asks whose each passport is, at the first choice.
  await bar.getByRole('button', { name: 'Upload 2 files' }).click();
  const first = page.getByRole('combobox', { name: 'Traveller for passport-emma.jpg' });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await portal.shot('upload-asks-traveller');
  await chooseTraveller(page, 'passport-emma.jpg', 'Emma Walker');
  await chooseTraveller(page, 'passport-daniel.png', 'Daniel Walker');

  // The page's clock stops here: a finished upload leaves the staged list a moment later (a timer),
  // and on a loaded machine that moment could pass before the list below is looked at.
  // (A moment ahead of the page's time, asked again if a loaded machine let that moment pass.)
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByRole('button', { name: 'Upload Files' }).click();
  // The staged list and its progress come into view, clear of the bar and the reminder.
  await expect(staged).toBeInViewport();
  await page.waitForTimeout(400);
  const stagedBottom = await staged.evaluate((list) => list.getBoundingClientRect().bottom);
  const during = await overlays(page);
  console.log(`uploading: staged list bottom ${stagedBottom}, ${JSON.stringify(during)}`);
  expect(stagedBottom).toBeLessThanOrEqual(
    Math.min(during.bar?.top ?? during.innerHeight, during.reminder?.top ?? during.innerHeight),
  );
  await page.clock.resume();
  await page.clock.fastForward(1500);
  await expect(
    page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem'),
  ).toHaveCount(2, { timeout: 15_000 });
  await portal.shot('uploaded');

  // The upload ends with the focus on the page's own Confirm button, scrolled into view.
  const confirm = page
    .getByRole('button', { name: 'Confirm Passport Submission' })
    .and(page.locator(`:not(${BAR} *)`));
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your documents' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 1 });
  console.log(`after passport submit: ${await focused(page)}`);
  await portal.shot('passports-submitted-next');
  await thanks.getByRole('link', { name: 'Next task: Flight Information' }).click();
  await expectHeadingFocused(page, 'Flight Information');
  await expectAtTop(page);
});
