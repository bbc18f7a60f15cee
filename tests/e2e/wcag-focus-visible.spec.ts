/**
 * Where the keyboard is, on every route, over a Tab walk of the page with the submit bar and the
 * reminder showing. WCAG 2.4.11 (focus not obscured): the focused control is never under the bar,
 * the reminder, a toast or the top bar (hit test at the control's centre: what the guest sees there
 * must be the control). WCAG 2.4.7 and 1.4.11 (focus visible): every stop draws an outline of at
 * least 2 px, or (a text field or select) its field border turns at least 2 px wide.
 */
import { FILES } from './files';
import {
  ACCOUNTS,
  animationsEnded,
  expect,
  stagePassportPhoto,
  test,
  type Account,
  type Locator,
  type Page,
  type Portal,
} from './fixtures';

const ROUTES = [
  '#/dashboard',
  '#/docusign',
  '#/meals',
  '#/passports',
  '#/flights',
  '#/whatsapp',
  '#/axusapp',
  '#/payments',
] as const;

/** The focused control, if what lies at its centre is something else (a fixed layer over it). */
const obscuredFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    // A control taller than the screen (a document frame) is tested where it shows.
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const x = box.left + box.width / 2;
    const y = top + (bottom - top) / 2;
    const hit = document.elementFromPoint(x, y);
    const label = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 50)}"`;
    if (!hit) return `${label} is off screen at ${Math.round(x)},${Math.round(y)}`;
    if (focused.contains(hit) || hit.contains(focused)) return null;
    // An input's own label or adornment drawn over it is part of the control, not a cover.
    const field = focused.closest('.MuiFormControl-root, .MuiInputBase-root, label');
    if (field?.contains(hit)) return null;
    let layer: Element | null = hit;
    while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
    const cover = layer?.getAttribute('aria-label') ?? layer?.className.toString().slice(0, 60);
    return `${label} lies under ${cover ?? hit.tagName.toLowerCase()}`;
  });

/** The focused control, if it draws nothing wide enough to show that it has the focus. */
const unmarkedFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const wide = (width: string) => parseFloat(width) >= 2;
    const style = getComputedStyle(focused);
    if (style.outlineStyle !== 'none' && wide(style.outlineWidth)) return null;
    const border = focused
      .closest('.MuiOutlinedInput-root.Mui-focused')
      ?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (border && wide(getComputedStyle(border).borderTopWidth)) return null;
    return `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 50)}"`;
  });

async function login(page: Page, account: Account) {
  await page.goto('#/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS[account].email);
  await page.getByLabel('Reservation number').fill(ACCOUNTS[account].reservation);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Tabs through the whole page once (until the focus comes round again), checking each stop. */
async function tabWalk(page: Page, where: string) {
  const seen = new Set<string>();
  for (let presses = 0; presses < 70; presses += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused) return '';
      const path: number[] = [];
      for (let node: Element | null = focused; node?.parentElement; node = node.parentElement)
        path.push(Array.from(node.parentElement.children).indexOf(node));
      return path.join('.');
    });
    if (seen.has(key)) break;
    seen.add(key);
    // Judged where things come to rest: a bar still sliding in (slow on a loaded machine) has its
    // own button below the screen for a moment, which no guest reads as hidden focus.
    await animationsEnded(page);
    expect.soft(await obscuredFocus(page), `${where}: the focused control is in sight`).toBeNull();
    expect.soft(await unmarkedFocus(page), `${where}: the focused control is marked`).toBeNull();
  }
}

const SIZES = [
  { name: '', landscape: false },
  // A phone turned sideways: 375 px of height for the top bar, the page and the bottom bar.
  { name: ' in landscape', landscape: true },
] as const;

for (const account of ['fresh', 'midway'] as const)
  for (const size of SIZES) {
    test(`the focused control is never hidden by the bar, reminder or a toast, ${account} guest${size.name} ${size.landscape ? '@phone-only' : '@phone'}`, async ({
      page,
      portal,
    }) => {
      test.setTimeout(180_000);
      // Phone only: a phone turned sideways.
      if (size.landscape) await page.setViewportSize({ width: 812, height: 375 });
      await login(page, account);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The reminder appears six seconds after an open task does.
        await page.waitForTimeout(6500);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('#main-content').focus();
        await tabWalk(page, `${account} ${route}`);
        if (route === '#/meals' || route === '#/whatsapp')
          await portal.shot(`${account}-${route.slice(2)}-after-walk`);
      }
    });
  }

/** What lies at the centre of `element` if it is not the element itself (a fixed bar over it). */
const coveredBy = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (target.contains(hit) || hit.contains(target))) return null;
    return hit?.closest('[aria-label], [role]')?.getAttribute('aria-label') ?? String(hit?.tagName);
  });

/**
 * Which fixed bottom layers (the bar, the reminder) overlap any part of `element`: a line of advice
 * half under the reminder is as hidden as one wholly under it.
 */
const overlappedBy = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((layer) => {
        if (getComputedStyle(layer).position !== 'fixed' || layer.contains(target)) return false;
        const over = layer.getBoundingClientRect();
        // Bottom layers only: the top bar has its own test (the Tab walk above).
        if (over.height === 0 || over.top < window.innerHeight / 2) return false;
        return (
          over.top < box.bottom &&
          box.top < over.bottom &&
          over.left < box.right &&
          box.left < over.right
        );
      })
      .map((layer) => (layer.getAttribute('aria-label') ?? layer.textContent ?? '').slice(0, 40));
  });

for (const size of SIZES) {
  test(`what the guest opens or just saved is never under the bar${size.name} @phone-only`, async ({
    page,
    portal,
  }) => {
    if (size.landscape) await page.setViewportSize({ width: 812, height: 375 });
    await login(page, 'fresh');
    // WhatsApp as it opens: "Press Edit to add your number", and Edit takes the tap.
    await page.goto('#/whatsapp');
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toBeVisible();
    // Sideways, Edit lies below the fold: the guest scrolls to it, and the bar comes.
    await edit.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    expect.soft(await coveredBy(edit), 'WhatsApp Edit is not under the bar').toBeNull();
    await portal.shot('whatsapp-opened');

    // Meals: a special request saved; the card's Edit (focused again) and the request stay clear.
    await page.goto('#/meals');
    const name = 'Ms. Emma Walker';
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, level: 3 }) });
    const editMeal = page.getByRole('button', { name: `Edit meal request for ${name}` });
    await editMeal.scrollIntoViewIfNeeded();
    await editMeal.click();
    await card.getByRole('radio', { name: 'I do not have food allergies' }).check();
    await card.getByLabel(/Meal Special Requests/).fill('No raw fish, please');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(editMeal).toBeFocused();
    await page.waitForTimeout(800);
    expect.soft(await coveredBy(editMeal), 'the focused Edit is not under the bar').toBeNull();
    const saved = card.getByText('No raw fish, please');
    expect.soft(await coveredBy(saved), 'the saved request is not under the bar').toBeNull();
    await portal.shot('meals-saved');

    // Files chosen as a page opens: the reminder that comes six seconds later, and the bar, leave
    // the staged file, its advice (the photo's verdict) and the page's Upload Files button clear.
    for (const route of ['#/passports', '#/flights'] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const chooser = page.getByRole('group', { name: 'Upload drop zone' });
      await chooser
        .getByRole('button', { name: 'Choose files', exact: true })
        .scrollIntoViewIfNeeded();
      const rows =
        route === '#/passports'
          ? await stagePassportPhoto(page)
          : await (async () => {
              await page.getByLabel('Choose files to upload').setInputFiles(FILES.ticketPdf);
              return page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
            })();
      if (route === '#/passports')
        await expect(rows.getByText('You can still upload it')).toBeVisible();
      await expect(page.getByText('Your files are not uploaded yet.')).toBeVisible({
        timeout: 9000,
      });
      await page.waitForTimeout(800);
      const upload = page.getByRole('button', { name: 'Upload Files' });
      expect
        .soft(await overlappedBy(rows.first()), `${route}: the staged file is clear`)
        .toEqual([]);
      expect.soft(await overlappedBy(upload), `${route}: Upload Files is clear`).toEqual([]);
      await portal.shot(`${route.slice(2)}-staged`);
      // Nothing is left staged, so leaving asks nothing.
      await rows
        .first()
        .getByRole('button', { name: /^Remove/ })
        .click();
    }
  });
}

/** Meals with Emma's choice changed and not saved: leaving or logging out asks first. */
async function holdUnsavedMealEdit(page: Page, portal: Pick<Portal, 'openTask'>) {
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await page.getByLabel('Meal Choice').first().selectOption({ label: 'Vegetarian' });
}

test('a dialog marks the button that has the focus @phone', async ({ page, portal }) => {
  await login(page, 'fresh');
  await holdUnsavedMealEdit(page, portal);
  await (await portal.menuLink('Dashboard')).click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  await tabWalk(page, 'the leave dialog');
  await portal.shot('leave-dialog-focus');
});

test('closing the menu or the logout question leaves the page where the guest had it @phone', async ({
  page,
  portal,
}) => {
  await login(page, 'fresh');
  // Once the dashboard has settled (every status in), the guest scrolls down it.
  await expect(page.getByText('0 of 6 done')).toBeVisible();
  await animationsEnded(page);
  await page.evaluate(() =>
    window.scrollTo(0, Math.min(1200, document.documentElement.scrollHeight - window.innerHeight)),
  );
  const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
  const where = await scrolled();
  expect(where, 'the dashboard scrolls').toBeGreaterThan(300);
  // The focus goes back to the top bar's button that opened each one.
  if (portal.isPhone) {
    const open = page.getByRole('button', { name: 'Open menu' });
    const box = await open.boundingBox();
    // A tap where the button is, not a scroll to it first.
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(open).toBeFocused();
    expect(await scrolled(), 'the menu closed where it opened').toBe(where);
  }
  await holdUnsavedMealEdit(page, portal);
  const before = await scrolled();
  const logout = page.getByRole('button', { name: 'Logout' });
  const box = await logout.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  const question = page.getByRole('dialog', { name: 'Log out?' });
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  expect(await scrolled(), 'Stay leaves the form where it was').toBe(before);
  await expect(page.getByLabel('Meal Choice').first()).toHaveValue(/.+/);
});
