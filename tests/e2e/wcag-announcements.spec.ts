import {
  ACCOUNTS,
  addFault,
  answerEveryoneHasNoAllergies,
  expect,
  test,
  type Page,
} from './fixtures';

/**
 * WCAG 4.1.3 Status Messages: a log of what the live regions of the page would announce. Added
 * before any page script runs, on every document: each time a live region appears with text or
 * its text changes, its whole text is logged (a status region is read out whole).
 */
function recordAnnouncements() {
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const log: string[] = [];
  (window as unknown as { __announced: string[] }).__announced = log;
  const lastText = new WeakMap<Element, string>();
  const record = (region: Element) => {
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (lastText.get(region) === text) return;
    lastText.set(region, text);
    if (text) log.push(text);
  };
  new MutationObserver((mutations) => {
    const regions = new Set<Element>();
    for (const mutation of mutations) {
      const target =
        mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const around = target?.closest(LIVE);
      if (around) regions.add(around);
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (node.matches(LIVE)) regions.add(node);
        node.querySelectorAll(LIVE).forEach((region) => regions.add(region));
      });
    }
    regions.forEach(record);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.slice());

/** Every call answered and every text drawn (no loading line left). */
async function dashboardLoaded(page: Page, progress: string) {
  await expect(page.getByRole('progressbar', { name: progress })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Live regions have their last changes recorded by then.
  await page.waitForTimeout(300);
}

/** The midway guest: agreement confirmed; meals, flights and the travel app with the team. */
const MIDWAY_PROGRESS = '3 of 6 done · 1 confirmed by our team · 1 opens later';

function expectQuietTrueLoad(messages: string[]) {
  expect(messages.length, `at most two messages: ${JSON.stringify(messages)}`).toBeLessThanOrEqual(
    2,
  );
  // No figure is announced before it is true: every number said is the final progress.
  for (const message of messages.filter((text) => /\d/.test(text))) {
    expect(message, 'a figure announced while still loading').toContain(MIDWAY_PROGRESS);
  }
}

test.describe('what screen readers are told', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordAnnouncements);
  });

  test('the dashboard load says at most two things, and no figure before it is true @phone', async ({
    page,
    portal,
  }) => {
    // Signing in: from the Login press to the loaded dashboard.
    await page.goto('#/login');
    await page.getByLabel('E-mail').fill(ACCOUNTS.midway.email);
    await page.getByLabel('Reservation number').fill(ACCOUNTS.midway.reservation);
    await page.evaluate(() => {
      (window as unknown as { __announced: string[] }).__announced.length = 0;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await dashboardLoaded(page, MIDWAY_PROGRESS);
    expectQuietTrueLoad(await announced(page));

    // A returning guest opening the dashboard afresh.
    await page.reload();
    await dashboardLoaded(page, MIDWAY_PROGRESS);
    expectQuietTrueLoad(await announced(page));
    await portal.shot('dashboard-loaded');

    // One status slow to come: the others are drawn, and no figure is said or shown meanwhile.
    await addFault({
      method: 'GET',
      path: '/v1/portal/meal_requests',
      kind: 'delay',
      ms: 3000,
      times: 1,
    });
    await page.reload();
    await expect(page.getByText('Loading progress...')).toBeVisible();
    await expect(page.getByText(/of 6 done/)).toHaveCount(0);
    await portal.shot('dashboard-one-status-slow');
    await dashboardLoaded(page, MIDWAY_PROGRESS);
    expectQuietTrueLoad(await announced(page));
  });

  test('after the meals submit the next-task link changes at most once, to the true next task @phone', async ({
    page,
    portal,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await portal.login('fresh');
    await portal.openTask('Meal Requests', 'Meal Requests Registration');
    // A guest takes a minute or more over the meals of the party.
    await page.clock.fastForward('01:05');
    await answerEveryoneHasNoAllergies(page);
    await page.getByRole('button', { name: 'Submit Meal Requests', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
    const before = (await announced(page)).length;
    await dialog.getByRole('button', { name: 'Yes, I am done' }).click();
    await expect(dialog).toBeHidden();
    const next = page.getByRole('link', { name: /^Next/ });
    await expect(next).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // Still the guest's next step a while later.
    await page.clock.fastForward('01:05');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(next).toHaveText('Next task: Passport Upload');
    await portal.shot('meals-submitted');

    const aboutNext = (await announced(page)).slice(before).filter((text) => /Next/.test(text));
    expect(aboutNext.length, `told once: ${JSON.stringify(aboutNext)}`).toBeLessThanOrEqual(1);
  });
});
