import { expect, test, type Page } from './fixtures';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });

test('a fresh guest fills in the meals of both passengers and submits them @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.shot('dashboard');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  await portal.expectActionRequired('Meal Requests', 'Action required: tell us about your meals');
  await portal.markDocument();
  await portal.shot('meals-uncomplete');

  // Emma: vegetarian, two allergies, a special request; first without any allergy ticked.
  const emma = card(page, 'Ms. Emma Walker');
  await emma.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await emma.getByLabel('Meal Choice').selectOption({ label: 'Vegetarian' });
  await emma.getByRole('radio', { name: 'I have food allergies' }).check();
  await portal.shot('emma-editing');
  await emma.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByRole('alert')).toHaveText(
    'Please select at least one allergy if you have food allergies.',
  );
  await portal.shot('emma-needs-an-allergy');
  await emma.getByRole('checkbox', { name: 'Shellfish (shrimp, crab, lobster)' }).check();
  await emma.getByRole('checkbox', { name: 'Peanuts' }).check();
  await emma.getByLabel(/^Meal Special Requests/).fill('No raw fish, please.');
  await portal.shot('emma-filled');
  await emma.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByRole('button', { name: /^Edit meal request/ })).toBeVisible();
  await expect(emma).toContainText('Vegetarian');
  await expect(emma).toContainText('Shellfish (shrimp, crab, lobster), Peanuts');
  await expect(emma).toContainText('No raw fish, please.');
  await portal.shot('emma-saved');

  // Daniel: regular, no allergies.
  const daniel = card(page, 'Mr. Daniel Walker');
  await daniel.getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }).click();
  await daniel.getByLabel('Meal Choice').selectOption({ label: 'Regular' });
  await daniel.getByRole('radio', { name: 'I do not have food allergies' }).check();
  await daniel.getByRole('button', { name: 'Save' }).click();
  await expect(daniel).toContainText('Regular');
  await portal.shot('daniel-saved');

  await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  await expect(dialog).toContainText(
    'Do you want to send these meal requests to our team for processing?',
  );
  await portal.shot('confirm-dialog');
  await dialog.getByRole('button', { name: 'Yes, I am done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('task-status-banner')).toContainText(
    'Your meal requests are under review',
  );
  await expect(page.getByRole('button', { name: /^Edit meal request/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Meal Requests' })).toHaveCount(0);
  await portal.expectMenuStatus('Meal Requests', 'review');
  await portal.expectNoReload();
  await portal.shot('meals-processing');

  expect(portal.apiCalls.filter((call) => call.startsWith('PATCH'))).toEqual([
    'PATCH /v1/portal/meal_requests/update',
    'PATCH /v1/portal/meal_requests/update',
    'PATCH /v1/portal/meal_requests/submit',
  ]);
});

test('while a passenger is unanswered the bar says so, and its button shows who is left @phone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Meal Requests', 'Meal Requests Registration');
  const emma = card(page, 'Ms. Emma Walker');
  await emma.getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }).click();
  await emma.getByRole('radio', { name: 'I do not have food allergies' }).check();
  await emma.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByRole('button', { name: /^Edit meal request/ })).toBeVisible();

  // Scrolled down and back a little: the submit button is out of view, the bar comes.
  await page.mouse.wheel(0, 4000);
  await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.wheel(0, 200);
  const bar = page.getByRole('region', { name: 'Submit reminder bar' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText(
    /^1 of 2 passengers still to answer\. Fill in each, then submit your meal requests\./,
  );
  await expect(bar).not.toContainText('One last step');
  await portal.shot('bar-still-to-answer');
  await bar.getByRole('button', { name: 'Show who is left' }).click();

  const message = page
    .getByRole('alert')
    .filter({ hasText: 'Please tell us whether Daniel Walker has food allergies.' });
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
  await portal.shot('shown-who-is-left');
});
