/**
 * The submit bar at the foot of the WhatsApp page, on a phone: wherever the guest stops scrolling
 * around the point where the page's own submit button comes into view, the bar at rest is wholly
 * on screen or wholly away, and scrolling to the last link or tabbing to it leaves it uncovered.
 */
import { expect, SUBMIT_BAR as BAR, test, type Page } from './fixtures';

const LAST_LINK = /Message Us on WhatsApp/;

/** The bar's and the reminder's boxes, the last link's and the focused element's. */
const boxes = (page: Page) =>
  page.evaluate((barSelector) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { top, bottom } = element.getBoundingClientRect();
      return { top: Math.round(top * 10) / 10, bottom: Math.round(bottom * 10) / 10 };
    };
    const link = Array.from(document.querySelectorAll('main a')).find((a) =>
      a.textContent?.includes('Message Us on WhatsApp'),
    );
    const active = document.activeElement;
    return {
      bar: box(document.querySelector(barSelector)),
      reminder: box(
        document.querySelector('[aria-label="Dismiss reminder"]')?.closest('[role="status"]'),
      ),
      link: box(link),
      focus: active && active !== document.body && active.closest('main') ? box(active) : null,
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
    };
  }, BAR);

/** Waits until nothing moves: no transition running (endless ones aside) and the same boxes twice, 300 ms apart. */
async function atRest(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const running = await page.evaluate(
          () =>
            document
              .getAnimations()
              // An endless animation (a spinner) never ends: it does not count.
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              ).length,
        );
        const now = JSON.stringify(await boxes(page));
        const still = running === 0 && now === last;
        last = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return boxes(page);
}

/** At rest the bar is wholly on screen (its bottom on the viewport's) or not there at all. */
function expectWhollyOnOrOff(seen: Awaited<ReturnType<typeof boxes>>, label: string) {
  if (!seen.bar || seen.bar.top >= seen.innerHeight) return;
  expect(seen.bar.bottom, `${label}: the bar's foot ${JSON.stringify(seen)}`).toBeCloseTo(
    seen.innerHeight,
    0,
  );
}

/** Where the bar and the reminder begin to cover the viewport. */
const coveredFrom = (seen: Awaited<ReturnType<typeof boxes>>) =>
  Math.min(seen.bar?.top ?? seen.innerHeight, seen.reminder?.top ?? seen.innerHeight);

test("around the submit button's edge of view the bar rests wholly on or off, over neither the focus nor the last link @phone-only", async ({
  page,
  portal,
}) => {
  test.setTimeout(120_000);
  await portal.login('fresh');
  await portal.openTask('WhatsApp Account', 'WhatsApp Registration');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('+819012345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your WhatsApp Number has been saved.')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit WhatsApp Registration', exact: true });
  const link = page.getByRole('link', { name: LAST_LINK });
  // Scroll position at which the submit button's top reaches the foot of the viewport.
  const entersView = await submit.evaluate(
    (button) => button.getBoundingClientRect().top + window.scrollY - window.innerHeight,
  );
  const offsets = [-20, 0, 10, 40, 80, 120, 150];
  for (const from of ['above', 'below'] as const) {
    for (const offset of offsets) {
      const label = `from ${from}, ${offset} px past the edge`;
      // Coming down the page the bar is in; coming up from the foot it is away.
      await page.evaluate(
        ([start]) => window.scrollTo(0, start ?? 0),
        [from === 'above' ? entersView - 300 : 100_000],
      );
      await atRest(page);
      await page.evaluate(([y]) => window.scrollTo(0, y ?? 0), [entersView + offset]);
      expectWhollyOnOrOff(await atRest(page), label);

      // The guest scrolls on to the last link, twice, as the room under the page allows.
      await link.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await atRest(page);
      await link.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const scrolled = await atRest(page);
      expectWhollyOnOrOff(scrolled, `${label}, link scrolled to`);
      expect(
        scrolled.link?.bottom ?? 0,
        `${label}: link ${JSON.stringify(scrolled)}`,
      ).toBeLessThanOrEqual(coveredFrom(scrolled));

      // And tabs back onto it from the control before it.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const tabbed = await atRest(page);
      expectWhollyOnOrOff(tabbed, `${label}, link focused`);
      expect(
        tabbed.focus?.bottom ?? 0,
        `${label}: focus ${JSON.stringify(tabbed)}`,
      ).toBeLessThanOrEqual(coveredFrom(tabbed));
    }
  }
});
