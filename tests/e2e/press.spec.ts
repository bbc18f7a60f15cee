/**
 * What a press looks like: a control darkens while the finger or the mouse button is down, and
 * no ripple is drawn (MUI's ripple rendered and animated in React on every press, on the way of
 * the tap's own change). Read with the pointer held, as a guest sees it.
 */
import { animationsEnded, expect, test, type Locator, type Page } from './fixtures';

/** Presses `target` at its centre and returns what it and the page show while it is held. */
async function whileHeld(page: Page, target: Locator, pressed: Locator = target) {
  await target.scrollIntoViewIfNeeded();
  await animationsEnded(page);
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const seen = {
    background: await pressed.evaluate((element) => getComputedStyle(element).backgroundImage),
    ripples: await page.locator('.MuiTouchRipple-root, .MuiTouchRipple-ripple').count(),
  };
  await page.mouse.up();
  return seen;
}

/** How dark a press's shade is (the alpha of its black overlay). */
const shade = (background: string) => Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(background)?.[1]);

test('a pressed button or radio darkens at once and draws no ripple @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  const edit = page.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' });
  await expect(edit).toHaveCSS('background-image', 'none');

  const editPressed = await whileHeld(page, edit);
  expect(editPressed.background).toMatch(/^linear-gradient/);
  expect(editPressed.ripples).toBe(0);
  // The release is the click: the form opens.
  const yes = page.getByRole('radio', { name: 'I have food allergies' });
  await expect(yes).toBeVisible();

  // A radio's round touch area is the pressed part (the input itself is see-through over it).
  const radioArea = yes.locator('xpath=..');
  const radioPressed = await whileHeld(page, yes, radioArea);
  expect(radioPressed.background).toMatch(/^linear-gradient/);
  expect(radioPressed.ripples).toBe(0);
  await expect(yes).toBeChecked();
  await expect(radioArea).toHaveCSS('background-image', 'none');

  // A filled button, already darker under a mouse, darkens more than the outlined one when held.
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  const submit = page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first();
  await cancel.click();
  const submitPressed = await whileHeld(page, submit);
  expect(shade(submitPressed.background)).toBeGreaterThan(shade(editPressed.background));
});

test("an invoice's buttons, plain ones drawn by the list, darken when pressed as MUI's do @phone", async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  const view = page.getByRole('button', { name: /^View & Download #/ }).first();
  const pay = page.getByRole('button', { name: /^Make a Payment for invoice #/ }).first();
  await expect(view).toHaveCSS('background-image', 'none');
  await expect(pay).toHaveCSS('background-image', 'none');

  const viewPressed = await whileHeld(page, view);
  expect(viewPressed.background).toMatch(/^linear-gradient/);
  // The release is the click: the preview opens.
  const preview = page.getByRole('dialog', { name: 'Preview Invoice PDF' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  const payPressed = await whileHeld(page, pay);
  expect(shade(payPressed.background)).toBeGreaterThan(shade(viewPressed.background));
});
