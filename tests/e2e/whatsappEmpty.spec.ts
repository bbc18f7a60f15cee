import { scan, settle } from './axe';
import { expect, test } from './fixtures';

test('with no WhatsApp number yet the field takes typing, and the bar and reminder ask for the number first @phone', async ({
  page,
  portal,
}, testInfo) => {
  const project = testInfo.project.name;
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  const field = page.getByRole('textbox', { name: 'WhatsApp number' });
  const edit = page.getByRole('button', { name: 'Edit', exact: true });

  // Empty: white, not the grey of a disabled field, with the format example, and it takes typing.
  await expect(field).not.toHaveAttribute('readonly');
  await expect(field).toHaveAttribute('placeholder', '+11234567890');
  const background = await field.evaluate(
    (input) => getComputedStyle(input.closest('.MuiInputBase-root') ?? input).backgroundColor,
  );
  expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(background);
  await settle(page);
  await portal.shot('empty-read-only');
  await scan(page, project, 'whatsapp, no number yet');

  // Edit puts the cursor in the field; Cancel returns to Edit.
  await edit.click();
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();

  // On a phone, scrolled away from Submit: the bar asks for the number first, not "One last step:
  // Please submit" over an empty field.
  const bar = page.getByRole('region', { name: 'Submit reminder bar' });
  if (project === 'phone') {
    // The guest's own scroll (a wheel) to the top: a script's scroll would be undone by the
    // reminder keeping what the guest just did in view.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, -10_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('First enter your WhatsApp number above and press Save.');
    await expect(bar).not.toContainText('One last step');
    await portal.shot('empty-bar');
  }

  // The bar's (or, while the bar is hidden, the reminder's) button opens the field: no submit, no
  // error. The reminder leaves its button out while the bar shows.
  await page.getByRole('button', { name: 'Enter my number' }).first().click({ timeout: 10_000 });
  await expect(field).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await settle(page);
  await portal.shot('empty-enter');
  await scan(page, project, 'whatsapp, entering the first number');

  // Saving returns focus to Edit.
  await field.fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  await expect(edit).toBeFocused();
  await portal.shot('saved');
});
