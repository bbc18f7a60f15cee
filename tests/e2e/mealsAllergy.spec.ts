import { scan, settle } from './axe';
import { answerNoAllergies, expect, test, type Page } from './fixtures';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });
/** The read-mode value under a label ("Food Allergies" → "None"). */
const readValue = (scope: ReturnType<typeof card>, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a passenger who never answered the allergy question must answer before saving or submitting @phone', async ({
  page,
  portal,
}, testInfo) => {
  const project = testInfo.project.name;
  const updates: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/meal_requests/update'))
      updates.push(request.postDataJSON());
  });
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');

  // The sandbox has Daniel as "mr." "DANIEL" "walker": named as the dashboard capitalises names.
  const emma = card(page, 'Ms. Emma Walker');
  const daniel = card(page, 'Mr. Daniel Walker');
  await expect(daniel.getByRole('heading', { level: 3 })).toHaveText('Mr. Daniel Walker');
  // A fresh guest has answered nothing: both read "Not answered", neither a dash nor "None".
  await expect(readValue(emma, 'Food Allergies')).toHaveText('Not answered');
  await expect(readValue(daniel, 'Food Allergies')).toHaveText('Not answered');
  await settle(page);
  await portal.shot('not-answered-read-mode');
  await scan(page, project, 'meals, one passenger not answered');

  // Edit: focus on the first field; neither radio chosen; the labels read as in read mode.
  const danielEdit = daniel.getByRole('button', {
    name: 'Edit meal request for Mr. Daniel Walker',
  });
  await danielEdit.click();
  await expect(daniel.getByLabel('Meal Choice')).toBeFocused();
  const radios = daniel.getByRole('radiogroup', { name: 'Food Allergies' });
  await expect(radios.getByRole('radio', { name: 'I have food allergies' })).not.toBeChecked();
  await expect(
    radios.getByRole('radio', { name: 'I do not have food allergies' }),
  ).not.toBeChecked();
  await daniel.getByLabel('Meal Choice').selectOption({ label: 'Regular' });
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expect(daniel.getByRole('alert')).toHaveText(
    'Please tell us whether you have food allergies.',
  );
  expect(updates, 'nothing is saved without a response').toEqual([]);
  await settle(page);
  await portal.shot('save-asks-for-an-answer');
  await scan(page, project, 'meals, save asks for the allergy answer');

  // Cancel: focus back on Edit.
  await daniel.getByRole('button', { name: 'Cancel' }).click();
  await expect(danielEdit).toBeFocused();

  // Submitting with the question open names the passenger; no dialog.
  await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first().click();
  await expect(
    page.getByText('Please tell us whether Daniel Walker has food allergies.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await portal.shot('submit-names-the-passenger');

  // Answer and save: a plain boolean is sent, focus returns to Edit, read mode shows the response.
  await danielEdit.click();
  await expect(daniel.getByLabel('Meal Choice')).toBeFocused();
  await daniel.getByLabel('Meal Choice').selectOption({ label: 'Regular' });
  await radios.getByRole('radio', { name: 'I have food allergies' }).check();
  await daniel.getByRole('checkbox', { name: 'Peanuts' }).check();
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expect(danielEdit).toBeFocused();
  await expect(readValue(daniel, 'Food Allergies')).toHaveText('Peanuts');
  await expect(readValue(daniel, 'Meal Choice')).toHaveText('Regular');
  expect(updates).toEqual([
    {
      passenger_id: 102,
      meal_choice: 1,
      has_food_allergies: true,
      food_allergies: [expect.any(Number)],
      meal_request: null,
    },
  ]);
  await portal.shot('answered');

  await answerNoAllergies(page, 'Ms. Emma Walker');
  await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Confirm Submission' })).toBeVisible();
});

test('the reminder coming back after the meal choice does not swallow the tap on the allergy answer @phone', async ({
  page,
  portal,
}) => {
  await page.clock.install();
  await portal.login('fresh');
  await (await portal.menuLink('Meal Requests')).click();
  await page.clock.fastForward(6500);
  const reminder = page.getByRole('status').filter({ hasText: 'When every passenger' });
  await expect(reminder).toBeVisible();
  const reminderBox = await reminder.boundingBox();
  expect(reminderBox).not.toBeNull();

  const daniel = card(page, 'Mr. Daniel Walker');
  await daniel.getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }).click();
  await daniel.getByLabel('Meal Choice').selectOption({ label: 'Regular' });
  // The reminder steps aside while the focus is in the select.
  await page.clock.runFor(500);
  await expect(reminder).toHaveCount(0);

  // The response the guest taps next sits where the reminder will come back.
  const answer = daniel.getByRole('radio', { name: 'I have food allergies' });
  const answerBox = await answer.boundingBox();
  const reminderMiddle = (reminderBox?.y ?? 0) + (reminderBox?.height ?? 0) / 2;
  await page.evaluate(
    (by) => window.scrollBy(0, by),
    (answerBox?.y ?? 0) + (answerBox?.height ?? 0) / 2 - reminderMiddle,
  );
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await answer.click();
  await expect(answer).toBeChecked();
  await expect(daniel.getByRole('checkbox', { name: 'Peanuts' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page did not move under the tap').toBe(
    scrolledTo,
  );

  // A moment later the reminder is back.
  await page.clock.runFor(1500);
  await expect(reminder).toBeVisible();
});
