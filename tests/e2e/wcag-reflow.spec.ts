/**
 * WCAG 1.4.4 (resize text) and 1.4.10 (reflow) on every route: at 200 % text and at 320 CSS px
 * wide nothing scrolls sideways, nothing is cut off, and the controls stay fully on screen.
 *
 * 200 % text is set the way a guest sets it: the browser's default font size (Chromium's "Font
 * size" setting, through the DevTools protocol) goes from 16 to 32 px. Everything sized in rem
 * grows with it, and so do media queries written in em, as with a real browser setting.
 */
import { expect, test, type Page, type Portal } from './fixtures';

const TASK_ROUTES = [
  { path: '#/dashboard', heading: 'Dashboard' },
  { path: '#/docusign', heading: /agreement/i },
  { path: '#/meals', heading: 'Meal Requests Registration' },
  { path: '#/passports', heading: 'Passport Upload' },
  { path: '#/flights', heading: 'Flight Information' },
  { path: '#/whatsapp', heading: 'WhatsApp Registration' },
  { path: '#/axusapp', heading: /app/i },
  { path: '#/payments', heading: 'Payments' },
] as const;

/**
 * The browser's default font size doubled, as the guest's text-size setting would. Set again
 * before each measurement: a full-page screenshot resets the page's settings.
 */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('32px');
}

/**
 * What does not fit: the page's sideways scroll, controls reaching past the viewport's sides, and
 * texts cut short with an ellipsis.
 */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll(
      'header button, header a, main button, main a[href], main input:not([type=hidden]), main [role=combobox], h1',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // A data table may scroll sideways in its own box (1.4.10 exempts two-dimensional tables).
      if (control.closest('.MuiTableContainer-root')) continue;
      if (box.left < -0.5 || box.right > root.clientWidth + 0.5) {
        problems.push(`${name(control)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!(element instanceof HTMLElement) || element.offsetWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name(element)} is cut short`);
      }
    }
    return problems;
  });

/**
 * Labels drawn over their own field: a field's label box crossing its input box (the border) or
 * its help text. An outlined field does not grow with a label that wraps at large text.
 */
const labelOverlaps = (page: Page) =>
  page.evaluate(() => {
    const crosses = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    const problems: string[] = [];
    for (const field of Array.from(document.querySelectorAll('main .MuiFormControl-root'))) {
      const label = field.querySelector('label');
      const input = field.querySelector('.MuiInputBase-root');
      if (!label || !input) continue;
      const labelBox = label.getBoundingClientRect();
      const name = (label.textContent ?? '').trim();
      if (crosses(labelBox, input.getBoundingClientRect()))
        problems.push(`"${name}" crosses its field`);
      const help = field.querySelector('.MuiFormHelperText-root');
      if (help && crosses(labelBox, help.getBoundingClientRect()))
        problems.push(`"${name}" crosses its help text`);
    }
    return problems;
  });

type Setting = (page: Page) => Promise<void>;

async function expectReflows(page: Page, where: string, setting: Setting) {
  await setting(page);
  await page.waitForTimeout(300);
  expect
    .soft(await reflowProblems(page), `${where}: nothing cut off or wider than the screen`)
    .toEqual([]);
}

/** What the guest sees at this size (the viewport: a full-page capture resets the text size). */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `tests/artifacts/screenshots/${test.info().project.name}/wcag-reflow-${name}.png`,
  });

async function walkRoutes(page: Page, label: string, setting: Setting) {
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Guest Login', level: 1 })).toBeVisible();
  await expectReflows(page, `${label} login`, setting);
  expect.soft(await labelOverlaps(page), `${label} login: labels clear of fields`).toEqual([]);
  await shot(page, `${label}-login`);
  await page.getByLabel('E-mail').fill('kenji.tanaka@example.com');
  await page.getByLabel('Reservation number').fill('KX-2002');
  // Filled in, a floating label would sit on the border: still clear of the box and the hint.
  expect.soft(await labelOverlaps(page), `${label} login filled: labels clear`).toEqual([]);
  await page.getByRole('button', { name: 'Login' }).click();
  for (const route of TASK_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await page.waitForTimeout(700);
    await expectReflows(page, `${label} ${route.path}`, setting);
    await shot(page, `${label}-${route.path.slice(2)}`);
  }
}

test('every route reflows at 200 % text @phone', async ({ page, portal }) => {
  expect(portal.problems).toEqual([]);
  await page.goto('#/login');
  await walkRoutes(page, 'text200', doubleTextSize);
});

test('every route reflows at 320 CSS px wide @phone', async ({ page, portal }) => {
  expect(portal.problems).toEqual([]);
  const height = page.viewportSize()?.height ?? 800;
  const narrow = (target: Page) => target.setViewportSize({ width: 320, height });
  await narrow(page);
  await walkRoutes(page, 'width320', narrow);
});

/** At 200 % text, the passports page of the group, and its confirm button and dialog (closed). */
async function passportsConfirmAtDoubleText(
  page: Page,
  portal: Pick<Portal, 'login' | 'openTask'>,
) {
  await doubleTextSize(page);
  await portal.login('group');
  await portal.openTask('Passport', 'Passport Upload');
  return {
    confirm: page.getByRole('button', { name: 'Confirm Passport Submission' }).first(),
    dialog: page.getByRole('dialog', { name: 'Confirm Submission' }),
  };
}

test('at 200 % text the confirm dialog scrolls with the page, its question shown and its buttons whole @phone', async ({
  page,
  portal,
}) => {
  const { confirm, dialog } = await passportsConfirmAtDoubleText(page, portal);
  await confirm.click();
  await expect(dialog).toContainText('12 travellers have no passport yet.');
  // No scroll area of its own, where the question below the warning sat out of sight.
  const hidden = await dialog.evaluate((element) => {
    const content = element.querySelector<HTMLElement>('.MuiDialogContent-root');
    return content ? content.scrollHeight - content.clientHeight : -1;
  });
  expect(hidden).toBeLessThanOrEqual(1);
  const question = dialog.getByText(/^Do you want to submit/);
  await question.scrollIntoViewIfNeeded();
  await expect(question).toBeInViewport();
  // Each button's label on one line: "Canc" / "el" is not a word a guest can read.
  for (const name of ['Cancel', 'Submit']) {
    const lines = await dialog.getByRole('button', { name }).evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${name} on one line`).toBe(1);
  }
  await portal.shot('text200-confirm-dialog');
});

test('at 200 % text a confirm dialog opened again starts at its top, not where it was left @phone', async ({
  page,
  portal,
}) => {
  const { confirm, dialog } = await passportsConfirmAtDoubleText(page, portal);
  const title = dialog.getByRole('heading', { name: 'Confirm Submission' });
  await confirm.click();
  await expect(title).toBeInViewport();
  // Down to Cancel, out of sight at this size: the dialog scrolls to reach it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await confirm.click();
  await expect(title).toBeInViewport();
});
