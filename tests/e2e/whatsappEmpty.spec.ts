import { scan, settle } from './axe';
import { expect, test } from './fixtures';

test('with no WhatsApp number yet the field takes typing, and an empty submit says what to do @phone', async ({
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

  // Submitting from the bottom bar (or, while the bar is hidden, the reminder's Submit now), with
  // nothing entered: what to do, not "invalid". The reminder leaves its button out while the bar shows.
  await page
    .getByRole('button', { name: /^(Submit now|Submit WhatsApp Registration Now)$/ })
    .first()
    .click({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter your WhatsApp number first, then press Save.',
  );
  await expect(field).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await settle(page);
  await portal.shot('empty-submit');
  await scan(page, project, 'whatsapp, empty submit');

  // Saving returns focus to Edit.
  await field.fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();
  await expect(edit).toBeFocused();
  await portal.shot('saved');
});
