import type { Locator, Page } from '@playwright/test';
import { expect, sandbox, test, type Portal } from './fixtures';
import { TEN_TIMES_GROUP as TEN_TIMES } from './sandboxControl';

/*
 * The group guest at ten times the demo's size (240 passengers, 300 invoices). Long lists are drawn
 * in slices to keep the page answering; whatever makes them fast, every item must stay reachable
 * by a screen reader, by find in page and by the Tab key.
 */
const EDIT_MEAL = /^Edit meal request for /;
const INVOICE_TITLE = /^(Deposit|Instalment \d+) - /;

/** The group guest at ten times the demo's size, signed in, on one task's page. */
async function openAtTenTimes(portal: Portal, label: string, heading: string) {
  await sandbox('group', TEN_TIMES);
  await portal.login('group');
  await portal.openTask(label, heading);
}

/** Names of the nodes of `role` Chromium hands to a screen reader (its tree without ignored nodes). */
async function screenReaderNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && node.role?.value === role)
      .map((node) => String(node.name?.value ?? ''));
  } finally {
    await cdp.detach();
  }
}

/**
 * Finds `text` with the browser's find in page, from the top of the page, as often as it occurs.
 * Answers how many matches it stepped through and whether the last one was brought on screen.
 */
function findEveryMatch(page: Page, text: string) {
  return page.evaluate((wanted) => {
    window.scrollTo(0, 0);
    getSelection()?.removeAllRanges();
    // `find` is not in TypeScript's DOM types: Chromium, Firefox and WebKit have it.
    const find = (window as unknown as { find: (text: string) => boolean }).find.bind(window);
    let matches = 0;
    let lastOnScreen = false;
    while (matches <= 1000 && find(wanted)) {
      matches += 1;
      const box = getSelection()?.getRangeAt(0).getBoundingClientRect();
      lastOnScreen = !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    }
    return { matches, lastOnScreen };
  }, text);
}

/** How often `text` occurs in the text of `container`. */
const occurrences = (container: Locator, text: string) =>
  container
    .evaluate((element, wanted) => element.textContent?.split(wanted).length ?? 1, text)
    .then((parts) => parts - 1);

test('Meals at ten times the group: every passenger reaches a screen reader, find in page and Tab @phone', async ({
  page,
  portal,
}) => {
  await openAtTenTimes(portal, 'Meal Requests', 'Meal Requests Registration');
  const edits = page.getByRole('button', { name: EDIT_MEAL });
  await expect(edits).toHaveCount(TEN_TIMES.passengers);

  const exposed = (await screenReaderNames(page, 'button')).filter((name) => EDIT_MEAL.test(name));
  expect(exposed).toHaveLength(TEN_TIMES.passengers);

  // The last passenger's name, wherever else in the group it recurs.
  const lastName = String(await edits.last().getAttribute('aria-label')).replace(EDIT_MEAL, '');
  const found = await findEveryMatch(page, lastName);
  expect(found.matches).toBe(await occurrences(page.locator('main'), lastName));
  expect(found.lastOnScreen).toBe(true);

  // Tab from the first passenger's Edit button reaches each of the others in turn, on screen. The
  // page notes every stop, a frame after the focus moved (once the browser has scrolled to it).
  await page.evaluate(() => {
    const stops: { label: string; onScreen: boolean }[] = [];
    Object.assign(window, { tabStops: stops });
    document.addEventListener('focusin', (event) => {
      const element = event.target as Element;
      requestAnimationFrame(() => {
        const box = element.getBoundingClientRect();
        const onScreen = box.top >= 0 && box.bottom <= window.innerHeight;
        stops.push({ label: element.getAttribute('aria-label') ?? '', onScreen });
      });
    });
  });
  await edits.first().focus();
  const passengerStops = () =>
    page.evaluate(
      (pattern) =>
        (window as unknown as { tabStops: { label: string; onScreen: boolean }[] }).tabStops.filter(
          (stop) => new RegExp(pattern).test(stop.label),
        ),
      EDIT_MEAL.source,
    );
  for (let press = 1; press < TEN_TIMES.passengers; press += 1) await page.keyboard.press('Tab');
  await expect.poll(async () => (await passengerStops()).length).toBe(TEN_TIMES.passengers);
  const stops = await passengerStops();
  expect(stops.map((stop) => stop.label)).toEqual(
    await edits.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
  );
  expect(stops.filter((stop) => !stop.onScreen)).toEqual([]);
});

test('Payments at ten times the group: every invoice reaches a screen reader and find in page @phone', async ({
  page,
  portal,
}) => {
  await openAtTenTimes(portal, 'Payments', 'Payments');
  const titles = page.getByText(INVOICE_TITLE);
  await expect(titles).toHaveCount(TEN_TIMES.invoices);

  // A cell of the table at 1280 px; a card's heading on a phone.
  const role = portal.isPhone ? 'heading' : 'cell';
  const exposed = (await screenReaderNames(page, role)).filter((name) => INVOICE_TITLE.test(name));
  expect(exposed).toHaveLength(TEN_TIMES.invoices);

  const last = `Instalment ${TEN_TIMES.invoices - 1} - `;
  const found = await findEveryMatch(page, last);
  expect(found).toEqual({ matches: 1, lastOnScreen: true });
});

test('Passports at ten times the group: every traveller reaches a screen reader and find in page @phone', async ({
  page,
  portal,
}) => {
  await openAtTenTimes(portal, 'Passport', 'Passport Upload');
  const rows = page.getByRole('list', { name: 'Passports by traveller' }).locator(':scope > li');
  await expect(rows).toHaveCount(TEN_TIMES.passengers);

  // Each traveller without a file says so; a screen reader is handed every one of those lines.
  const missing = await page.getByText('Passport missing', { exact: true }).count();
  expect(missing).toBeGreaterThan(TEN_TIMES.passengers - TEN_TIMES.passports - 1);
  const exposed = (await screenReaderNames(page, 'StaticText')).filter(
    (name) => name === 'Passport missing',
  );
  expect(exposed).toHaveLength(missing);

  const lastName = String(await rows.last().locator('p').first().textContent());
  const found = await findEveryMatch(page, lastName);
  expect(found.matches).toBe(await occurrences(page.locator('main'), lastName));
  expect(found.lastOnScreen).toBe(true);
});
