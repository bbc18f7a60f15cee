import { FILES } from './files';
import { chooseTraveller, expect, SUBMIT_BAR, test, type Page } from './fixtures';

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
const travellerRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Passports by traveller' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

async function uploadAndWait(page: Page, uploadedCount: string) {
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Uploaded Documents' })).toContainText(
    uploadedCount,
    { timeout: 10_000 },
  );
}

test('Emma is asked whose passport a photo is, picks the traveller, sees the row filled, and is asked about the one missing @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  await expect(page.getByText('2 of 2 travellers have no passport yet.')).toBeVisible();
  // Dragging is offered only where there is a mouse to drag with.
  const touch = test.info().project.name === 'phone';
  await expect(page.getByText('Drag and drop files here')).toBeVisible({ visible: !touch });
  await expect(page.getByText('Add your files here')).toBeVisible({ visible: touch });
  await expect(travellerRow(page, 'Emma Walker')).toContainText('Passport missing');
  await portal.shot('travellers-fresh');

  await chooser(page).setInputFiles([FILES.passportPng]);
  const select = page.getByRole('combobox', { name: 'Traveller for passport-daniel.png' });
  // Nobody is chosen for her: it may be her partner's passport.
  await expect(select.locator('option:checked')).toHaveText('Choose a traveller');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/customer_documents/upload')) uploads.push(request.url());
  });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  // Upload asks instead of sending: the choice is marked, described and has the focus.
  await expect(select).toHaveAttribute('aria-invalid', 'true');
  await expect(select).toHaveAccessibleDescription('Choose whose passport this is.');
  await expect(select).toBeFocused();
  await portal.shot('traveller-asked');
  expect(uploads).toEqual([]);
  await select.selectOption({ label: 'Daniel Walker' });
  await expect(select).not.toHaveAttribute('aria-invalid', 'true');
  await portal.shot('traveller-picked');
  await uploadAndWait(page, '1 of 12');

  await expect(travellerRow(page, 'Daniel Walker')).toContainText('passport-daniel-walker.png');
  await expect(travellerRow(page, 'Emma Walker')).toContainText('Passport missing');
  await expect(
    page
      .getByText('1 of 2 travellers has no passport yet.')
      .and(page.locator(`:not(${SUBMIT_BAR} *)`)),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Preview passport-daniel-walker.png' }),
  ).toBeVisible();
  await portal.shot('row-filled');

  // Scrolled up, away from Confirm: the bar says that a traveller is missing and offers adding
  // theirs, not "One last step" and the confirm.
  // The guest's own scroll (a wheel), once the page has stopped moving: a script's scroll would be
  // undone by the reminder keeping what the guest just did in view.
  const reminder = page.getByRole('status').filter({ hasText: 'After uploading all passport' });
  await expect(reminder).toBeVisible({ timeout: 10_000 });
  // Its action is the one its words name (the dialog then asks about the missing traveller).
  await expect(reminder.getByRole('button', { name: 'Confirm now' })).toBeVisible();
  await page.waitForTimeout(600);
  // Over the page's content: on a desktop the left of the window is the side menu.
  await page.mouse.move((page.viewportSize()?.width ?? 375) - 60, 300);
  await page.mouse.wheel(0, -10_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const bar = page.locator(SUBMIT_BAR);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(
    '1 of 2 travellers has no passport yet. Add theirs, or confirm without them and send theirs to our travel team later.',
  );
  await expect(bar).not.toContainText('One last step');
  await expect(bar.getByRole('button')).toHaveText('Choose files');
  await portal.shot('bar-traveller-missing');

  await page.getByRole('button', { name: 'Confirm Passport Submission' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText('1 traveller has no passport yet. Submit without them?');
  await expect(dialog).toContainText(
    'Do you want to submit your passport images to our team for processing?',
  );
  await portal.shot('confirm-missing');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was sent: the task is still open.
  await expect(page.getByRole('button', { name: 'Confirm Passport Submission' })).toBeVisible();
});

test('at 200 % text the chosen traveller shows whole in the select, wrapped rather than cut @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Passport', 'Passport Upload');
  await chooser(page).setInputFiles([FILES.passportPng]);
  const select = page.getByRole('combobox', { name: 'Traveller for passport-daniel.png' });
  await select.selectOption({ label: 'Daniel Walker' });
  // The browser's text size doubled, as the guest's setting does (see wcag-reflow.spec.ts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('32px');
  await select.scrollIntoViewIfNeeded();
  // The lines the name needs in the room the select gives it, against the lines it shows.
  const fit = await select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const text = field.selectedOptions[0]?.text ?? '';
    const shown =
      (field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
      parseFloat(style.lineHeight);
    return { text, needed: Math.ceil(context.measureText(text).width / room), shown };
  });
  expect(fit.text).toBe('Daniel Walker');
  expect(fit.shown).toBeGreaterThanOrEqual(fit.needed - 0.05);
  await portal.shot('traveller-text200');
});

test('a 24-passenger group uploads a 13th passport, and the dashboard counts who is missing @phone', async ({
  page,
  portal,
}) => {
  await portal.login('group');
  const card = page.getByRole('article', { name: 'Passport Upload' });
  await expect(card).toContainText('12 of 24 travellers have no passport yet.');
  await portal.openTask('Passport', 'Passport Upload');
  const uploaded = page.getByRole('region', { name: 'Uploaded Documents' });
  await expect(uploaded).toContainText('12 of 24');
  await expect(page.getByText(/at most 24 files in total/)).toBeVisible();
  // The demo's uploads are named for their travellers: the list tells whose they are.
  await expect(travellerRow(page, 'Grace Miller')).toContainText('passport-grace-miller.jpg');
  await expect(travellerRow(page, 'Lucas Nguyen')).toContainText('Passport missing');
  await expect(page.getByText('12 of 24 travellers have no passport yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Not named for a traveller' })).toHaveCount(0);
  await portal.shot('travellers-group');

  await chooser(page).setInputFiles([FILES.passportJpeg]);
  // Grace says whose it is: the 13th of the booking.
  await chooseTraveller(page, 'passport-emma.jpg', 'Ava Schmidt');
  await uploadAndWait(page, '13 of 24');
  await expect(travellerRow(page, 'Ava Schmidt')).toContainText('passport-ava-schmidt.jpg');
  await expect(page.getByText('11 of 24 travellers have no passport yet.')).toBeVisible();
  await portal.shot('thirteenth-uploaded');

  await page.getByRole('button', { name: 'Confirm Passport Submission' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText('11 travellers have no passport yet. Submit without them?');
  await portal.shot('confirm-group');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('Grace submits with 12 passports missing: the page and the dashboard say where theirs go @phone', async ({
  page,
  portal,
}) => {
  await portal.login('group');
  await portal.openTask('Passport', 'Passport Upload');
  await page.getByRole('button', { name: 'Confirm Passport Submission' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText(
    '12 travellers have no passport yet. Submit without them? You can send theirs to our travel team afterwards.',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // Locked after submit (the product rule), but not a dead end: the team's contact is right there.
  await expect(page.getByRole('heading', { name: 'Add documents' })).toHaveCount(0);
  const note = page.getByText(
    '12 travellers have no passport yet. Send their passport photos to our travel team:',
  );
  await expect(note).toBeVisible();
  const contact = page.getByRole('region', { name: 'Need to contact our travel team?' });
  await expect(contact).toContainText('+81 3-6555-0142');
  await expect(travellerRow(page, 'Lucas Nguyen')).toContainText('Passport missing');
  await note.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await portal.shot('submitted-missing');

  await (await portal.menuLink('Dashboard')).click();
  const card = page.getByRole('article', { name: 'Passport Upload' });
  await expect(card).toContainText('12 of 24 travellers have no passport yet.');
  await card.scrollIntoViewIfNeeded();
  await portal.shot('submitted-missing-dashboard');
});

test("Olivia's confirmed passports are her travellers' own: nobody is missing @phone", async ({
  page,
  portal,
}) => {
  await portal.login('finished');
  await portal.openTask('Passport', 'Passport Upload');
  await expect(page.getByText('Every traveller has a passport uploaded (2 of 2).')).toBeVisible();
  await expect(travellerRow(page, 'Olivia Brown')).toContainText('passport-olivia-brown.jpg');
  await expect(travellerRow(page, 'Sophie Brown')).toContainText('passport-sophie-brown.png');
  await expect(page.getByRole('list', { name: 'Not named for a traveller' })).toHaveCount(0);
  await portal.shot('finished-travellers');
});
