import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A dialog fades out as it was last shown: nothing in it changes or acts on its way out.

/**
 * Records the confirm dialog's buttons in every frame until it has gone: what the guest sees of
 * it between pressing Submit and the dialog's end, fade included. The dialog stays built, hidden,
 * once closed: gone means no dialog is on show.
 */
async function watchDialogButtons(page: Page) {
  await page.evaluate(`(() => {
    const seen = [];
    window.__dialogButtons = seen;
    const onShow = (element) =>
      !element.closest('[aria-hidden="true"]') && getComputedStyle(element).visibility !== 'hidden';
    const frame = () => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find(onShow);
      const state = dialog
        ? [...dialog.querySelectorAll('button')]
            .map((button) => button.textContent + (button.disabled ? ' (disabled)' : ''))
            .join(' / ')
        : 'gone';
      if (seen[seen.length - 1] !== state) seen.push(state);
      if (state !== 'gone') requestAnimationFrame(frame);
    };
    frame();
  })()`);
  return () => page.evaluate('window.__dialogButtons') as Promise<string[]>;
}

/** Presses the open confirm dialog's Submit and returns its buttons' states until it has gone. */
async function submitWatchingButtons(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Submission' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.waitFor();
  const seen = await watchDialogButtons(page);
  await submit.click();
  await page.waitForFunction(
    () => (window as unknown as { __dialogButtons: string[] }).__dialogButtons.at(-1) === 'gone',
  );
  return seen();
}

test('after a submit the confirm dialog reads "Submitting..." until it has gone, its buttons dead', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('AXUS App Connect', 'AXUS Travel App');
  await page.getByRole('button', { name: 'I have installed the app' }).click();
  expect(await submitWatchingButtons(page)).toEqual([
    'Cancel / Submit',
    'Cancel (disabled) / Submitting... (disabled)',
    'gone',
  ]);
});

test('the same on a documents page, whose submit sits in its own section', async ({
  page,
  portal,
}) => {
  await portal.login('group');
  await portal.openTask('Flight Info', 'Flight Information');
  await page.getByRole('button', { name: 'Confirm Document(s) Submission' }).first().click();
  expect(await submitWatchingButtons(page)).toEqual([
    'Cancel / Submit',
    'Cancel (disabled) / Submitting... (disabled)',
    'gone',
  ]);
});

test('the payment window keeps its size while it fades out, the provider page gone', async ({
  page,
  portal,
}) => {
  await portal.login('fresh');
  await portal.openTask('Payments', 'Payments');
  await page
    .getByRole('button', { name: /^Make a Payment/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Secure Payment' });
  await dialog.getByTitle('Secure payment form').waitFor();
  await page.evaluate(`(() => {
    const heights = [];
    window.__dialogHeights = heights;
    const frame = () => {
      const shown = document.querySelector('[role="dialog"]');
      if (!shown) return;
      heights.push(Math.round(shown.getBoundingClientRect().height));
      requestAnimationFrame(frame);
    };
    frame();
  })()`);
  await dialog.getByRole('button', { name: 'Close payment window' }).click();
  await expect(dialog.getByTitle('Secure payment form')).toHaveCount(0);
  await dialog.waitFor({ state: 'detached' });
  const heights = (await page.evaluate('window.__dialogHeights')) as number[];
  expect(heights.length).toBeGreaterThan(3);
  expect(new Set(heights)).toEqual(new Set([heights[0]]));
});
