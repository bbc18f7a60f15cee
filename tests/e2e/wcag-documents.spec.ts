/**
 * WCAG 2.2 AA on the passport and flight pages, where axe cannot judge: where the focus goes
 * after a staged file is removed, an upload ends or a document is deleted (2.4.3), what the live
 * regions announce after an upload (4.1.3), and the guest's stumbles: confirming with nothing
 * uploaded, file rejections without advice, extra files dropped without their names.
 */
import { readFileSync } from 'node:fs';
import { FILES, oversizedPdf, payload } from './files';
import { addFault, chooseTraveller, expect, test, type Page } from './fixtures';

const ROUTES = [
  {
    menu: 'Passport',
    heading: 'Passport Upload',
    confirm: 'Confirm Passport Submission',
    upload: '/v1/portal/customer_documents/upload',
  },
  {
    menu: 'Flight Info',
    heading: 'Flight Information',
    confirm: 'Confirm Document(s) Submission',
    upload: '/v1/portal/flight_documents/upload',
  },
] as const;

const chooser = (page: Page) => page.getByLabel('Choose files to upload');
/** Passports: the guest says whose each staged file is (the fresh guest has two travellers). */
async function chooseTravellers(
  page: Page,
  route: (typeof ROUTES)[number],
  choices: Record<string, string>,
) {
  if (route.menu !== 'Passport') return;
  for (const [name, traveller] of Object.entries(choices))
    await chooseTraveller(page, name, traveller);
}
const stagedRows = (page: Page) =>
  page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
const uploadedRows = (page: Page) =>
  page.getByRole('region', { name: 'Uploaded Documents' }).getByRole('listitem');
const rejections = (page: Page) => page.getByRole('main').getByRole('alert').first();

/** A distinct one-page PDF (its own bytes, so it is not taken for a copy of another). */
const pdfNamed = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([readFileSync(FILES.ticketPdf), Buffer.from(`\n%${name}\n`)]),
});

/**
 * 2.4.3: the focus is on a visible, enabled control inside main, never on the body. Soft, so one
 * run reports every step of the journey that loses the focus.
 */
async function expectFocusInMain(page: Page, after: string) {
  const focused = page.locator(':focus');
  await expect.soft(focused, `after ${after}, something has the focus`).toHaveCount(1);
  if ((await focused.count()) !== 1) return;
  await expect.soft(focused, `after ${after}, the focused control is visible`).toBeVisible();
  await expect.soft(focused, `after ${after}, the focused control can be used`).toBeEnabled();
  await expect
    .soft(page.getByRole('main').locator(':focus'), `after ${after}, the focus is inside main`)
    .toHaveCount(1);
}

/** Every text a live region says, in order (a region's text is logged when it changes). */
async function logAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const log: { text: string; polite: boolean }[] = [];
    (window as unknown as { __announced: typeof log }).__announced = log;
    const said = new WeakMap<Element, string>();
    const regionOf = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest(LIVE) ?? null;
    new MutationObserver((records) => {
      const regions = new Set<Element>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (region) regions.add(region);
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) node.querySelectorAll(LIVE).forEach((r) => regions.add(r));
        });
      }
      regions.forEach((region) => {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!text || said.get(region) === text) return;
        said.set(region, text);
        const assertive =
          region.getAttribute('aria-live') === 'assertive' ||
          region.getAttribute('role') === 'alert';
        log.push({ text, polite: !assertive });
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __announced: { text: string; polite: boolean }[] }).__announced,
    );
}

for (const route of ROUTES) {
  test.describe(`${route.heading}`, () => {
    test(`${route.menu}: nothing uploaded cannot be confirmed, and staged files come first @phone`, async ({
      page,
      portal,
    }) => {
      await portal.login('fresh');
      await portal.openTask(route.menu, route.heading);
      await expect(page.getByText('No documents uploaded yet.')).toBeVisible();

      // The first is the page's own; the submit bar, when shown, carries a second.
      const confirm = page.getByRole('button', { name: route.confirm }).first();
      await expect(confirm, 'with 0 documents uploaded, confirming is not offered').toBeDisabled();
      await expect(confirm).toHaveAccessibleDescription(/upload/i);
      // The 6-second reminder never offers a confirm the page would reject, nor does the bar.
      const reminder = page.getByRole('status').filter({ hasText: /^After uploading/ });
      await expect(reminder).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('button', { name: 'Confirm now' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Submit reminder bar' })).toHaveCount(0);
      await portal.shot('nothing-uploaded');

      // Staged but not uploaded: uploading them is the step; confirming would leave them behind.
      await chooser(page).setInputFiles(pdfNamed('itinerary.pdf'));
      await expect(stagedRows(page)).toHaveCount(1);
      await expect(confirm).toBeDisabled();
      await expect(confirm).toHaveAccessibleDescription(/not uploaded yet/i);
      await expect(page.getByRole('button', { name: 'Upload 1 file' }).first()).toBeVisible();
      await portal.shot('staged-not-uploaded');
    });

    test(`${route.menu}: each rejected file is named, with what to do instead @phone`, async ({
      page,
      portal,
    }) => {
      await portal.login('fresh');
      await portal.openTask(route.menu, route.heading);

      await chooser(page).setInputFiles([
        {
          name: 'passport.heic',
          mimeType: 'image/heic',
          buffer: Buffer.from('\0\0\0\x18ftypheic'),
        },
        { name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('PK\x03\x04') },
        oversizedPdf(),
      ]);
      const alert = rejections(page);
      // The spec's words lead, then a tip.
      await expect(alert).toContainText('Invalid file type: passport.heic');
      await expect(alert).toContainText(/passport\.heic\. [^.]*JPEG, PNG (or|and) PDF/);
      await expect(alert).toContainText(/iPhone/);
      await expect(alert).toContainText(/notes\.docx\. [^.]*JPEG, PNG (or|and) PDF/);
      await expect(alert).toContainText('File too large (max 2MB): scanned-itinerary.pdf');
      await expect(alert).toContainText(/scanned-itinerary\.pdf\. .*PDFs?.*under 2 MB/);
      await portal.shot('rejection-advice');

      // 13 files where 12 fit: the one left out is named.
      const thirteen = Array.from({ length: 13 }, (_, index) =>
        pdfNamed(`page-${String(index + 1).padStart(2, '0')}.pdf`),
      );
      await chooser(page).setInputFiles(thirteen);
      await expect(stagedRows(page)).toHaveCount(12, { timeout: 20_000 });
      await expect(rejections(page)).toContainText('Maximum number of files (12) exceeded');
      await expect(rejections(page)).toContainText('page-13.pdf');
      // ... and in view: the staged list growing below does not scroll it away.
      await expect(rejections(page)).toBeInViewport();
      await portal.shot('thirteen-files');
    });

    test(`${route.menu}: the focus stays on a control in main through remove, upload and delete; a stored upload is announced once @phone`, async ({
      page,
      portal,
    }) => {
      const announced = await logAnnouncements(page);
      await portal.login('fresh');
      await portal.openTask(route.menu, route.heading);

      await chooser(page).setInputFiles([
        payload(FILES.passportPng, 'image/png'),
        pdfNamed('return-flight.pdf'),
        pdfNamed('outbound-flight.pdf'),
      ]);
      await expect(stagedRows(page)).toHaveCount(3, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Remove passport-daniel.png' }).click();
      await expect(stagedRows(page)).toHaveCount(2);
      await expectFocusInMain(page, 'a staged file is removed');
      await portal.shot('staged-removed');

      const before = (await announced()).length;
      await chooseTravellers(page, route, {
        'return-flight.pdf': 'Daniel Walker',
        'outbound-flight.pdf': 'Another document (keep its file name)',
      });
      await page.getByRole('button', { name: 'Upload Files' }).click();
      await expect(page.getByText('Upload complete')).toBeVisible({ timeout: 20_000 });
      await expectFocusInMain(page, 'an upload ends');
      // The list reloads 1.2 s later and the staged rows go: the focus must not go with them.
      await expect(uploadedRows(page)).toHaveCount(2, { timeout: 10_000 });
      await expect(stagedRows(page)).toHaveCount(0);
      await expectFocusInMain(page, 'the list reloads after an upload');
      await portal.shot('uploaded');
      const stored = (await announced())
        .slice(before)
        .filter((entry) => /uploaded/i.test(entry.text));
      expect.soft(stored, 'a stored upload is announced once, politely').toHaveLength(1);
      expect.soft(stored[0]?.polite).toBe(true);
      expect.soft(stored[0]?.text).toMatch(/2 files uploaded/i);

      // A failed upload: the focus lands on a control that helps.
      await addFault({ path: route.upload, method: 'POST', kind: '500', times: 1 });
      await chooser(page).setInputFiles(pdfNamed('hotel-transfer.pdf'));
      await expect(stagedRows(page)).toHaveCount(1);
      await chooseTravellers(page, route, { 'hotel-transfer.pdf': 'Emma Walker' });
      await page.getByRole('button', { name: 'Upload Files' }).click();
      await expect(stagedRows(page).first()).toContainText(/failed/i, { timeout: 20_000 });
      await expectFocusInMain(page, 'an upload fails');
      await portal.shot('upload-failed');
      await page.getByRole('button', { name: 'Remove hotel-transfer.pdf' }).click();
      await expect(stagedRows(page)).toHaveCount(0);
      await expectFocusInMain(page, 'the last staged file is removed');

      // Deleting an uploaded document: the dialog closes, the focus stays in the page.
      // Passports: the return flight was given to the second traveller and carries their name.
      const second = route.menu === 'Passport' ? 'passport-daniel-walker.pdf' : 'return-flight.pdf';
      for (const name of ['outbound-flight.pdf', second]) {
        await page.getByRole('button', { name: `Delete ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete uploaded document?' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
        await expectFocusInMain(page, `${name} is deleted`);
      }
      await portal.shot('all-deleted');
    });
  });
}
