/**
 * The guest's whole journey, written once for every engine: login, dashboard, the WhatsApp task
 * submitted, the dashboard started again as a returning guest's (its calls sent early, each once),
 * a 4000 x 3000 photo compressed in the worker and uploaded, signing in the provider's frame,
 * paying in the card provider's frame, the invoice PDF previewed and downloaded, logout.
 * A screenshot is kept after every step; any console error, uncaught exception or CSP violation
 * (seen by the page, the engine or the preview server's report collector) fails the journey.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { START_CALLS_PREFIX } from '../../src/lib/startCalls';
import { PORTAL_URL } from '../e2e/ports';
import { ACCOUNTS, cspReports, sandbox } from '../e2e/sandboxControl';
import {
  INSTALL_PROBLEM_HOOK,
  poll,
  READ_PROBLEMS,
  type EngineDriver,
  type Target,
  withLibrary,
} from './driver';
import { isPdfViewerRace } from './engineNoise';
import { jpegSize } from './jpegSize';

const MAX_UPLOAD_BYTES = 1024 * 1024;
const MAX_LONG_SIDE = 1920;
const INVOICE = 5101;

export interface StepTime {
  step: string;
  seconds: number;
}

/** What a journey saw: its viewport, step times and the facts it checked. */
export interface JourneyRecord {
  viewport: { width: number; height: number };
  steps: StepTime[];
  facts: string[];
}

const dialog = (name: string): Target => ({ role: 'dialog', name });
const button = (name: string, within?: Target): Target => ({ role: 'button', name, within });

export async function guestJourney(
  driver: EngineDriver,
  size: { width: number; height: number },
  photoPath: string,
  shotsDir: string,
): Promise<JourneyRecord> {
  const record: JourneyRecord = { viewport: size, steps: [], facts: [] };
  const problems: string[] = [];
  let shots = 0;
  let engineProblemsSeen = 0;
  /** The PDFs the journey opened in a frame, shown by the browser's own viewer. */
  const pdfDocuments = new Set<string>();

  const waitFor = (target: Target) =>
    poll(`wait for ${JSON.stringify(target)}`, async () => {
      const found = await driver.run<boolean | string>(
        withLibrary(
          `(() => { const e = find(${JSON.stringify(target)}); return typeof e === 'string' ? e : true; })()`,
        ),
      );
      return found;
    });
  const waitGone = (target: Target) =>
    poll(`wait until ${JSON.stringify(target)} is gone`, () =>
      driver.run<boolean | string>(
        withLibrary(`typeof find(${JSON.stringify(target)}) === 'string' || 'still shown'`),
      ),
    );
  const waitText = (text: string) =>
    poll(`wait for text ${JSON.stringify(text)}`, () =>
      driver.run<boolean | string>(
        `return document.body.innerText.includes(${JSON.stringify(text)}) || 'not on screen';`,
      ),
    );
  /** An attribute of the target, once it is shown and the attribute matches `pattern`. */
  /**
   * Picks `option` in the native select named `label`, once it shows: the value the guest's
   * picker sets, and the change event it fires (the same script in every engine; their pickers are
   * not the page).
   */
  const choose = (label: string, option: string) =>
    poll(`choose ${JSON.stringify(option)} in ${JSON.stringify(label)}`, () =>
      driver.run<boolean | string>(`
      const select = [...document.querySelectorAll('select')].find(
        (element) => element.getAttribute('aria-label') === ${JSON.stringify(label)},
      );
      const found = select && [...select.options].find((item) => item.text === ${JSON.stringify(option)});
      if (!select || !found) return 'no option ${option} in ${label}';
      select.value = found.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;`),
    );
  const attribute = (target: Target, name: string, pattern: RegExp) =>
    poll(`${name} of ${JSON.stringify(target)}`, async () => {
      const value = await driver.run<string>(
        withLibrary(
          `(() => { const e = find(${JSON.stringify(target)}); return typeof e === 'string' ? e : String(e.getAttribute(${JSON.stringify(name)})); })()`,
        ),
      );
      return pattern.test(value) ? { value } : `${name} is ${value}`;
    }).then(({ value }) => value);
  const route = async (hash: string, heading: string | RegExp) => {
    await driver.run(`location.hash = ${JSON.stringify(hash)}; return true;`);
    await waitFor({
      role: 'heading',
      name: typeof heading === 'string' ? heading : `/${heading.source}/`,
    });
  };
  const collectProblems = async () => {
    const seen = await driver.run<string[] | null>(READ_PROBLEMS);
    if (seen === null) {
      // A new document: watch it too (a full reload is itself worth knowing about).
      record.facts.push('the page loaded a new document');
      await driver.run(INSTALL_PROBLEM_HOOK);
      return;
    }
    await driver.run('window.__engineProblems.length = 0; return true;');
    for (const problem of [...seen, ...driver.engineProblems().slice(engineProblemsSeen)]) {
      if (isPdfViewerRace(problem, pdfDocuments)) record.facts.push(`PDF viewer: ${problem}`);
      else problems.push(problem);
    }
    engineProblemsSeen = driver.engineProblems().length;
  };
  const step = async (name: string, actions: () => Promise<void>) => {
    const started = Date.now();
    shots += 1;
    const shot = join(shotsDir, `${String(shots).padStart(2, '0')}-${name}`);
    try {
      await actions();
    } catch (error) {
      await driver.screenshot(`${shot}-FAILED.png`).catch(() => undefined);
      throw error;
    }
    await collectProblems();
    // Let dialogs finish fading in or out: a capture mid-fade shows half the picture.
    await poll(
      'animations to end',
      () => driver.run<boolean | string>(withLibrary("animating() === 0 || 'animating'")),
      3000,
    ).catch(() => undefined);
    await driver.screenshot(`${shot}.png`);
    record.steps.push({ step: name, seconds: (Date.now() - started) / 1000 });
    if (problems.length) throw new Error(`problems after ${name}:\n${problems.join('\n')}`);
  };

  await sandbox('reset');
  await cspReports('DELETE');
  mkdirSync(shotsDir, { recursive: true });
  for (const file of readdirSync(shotsDir)) rmSync(join(shotsDir, file));
  mkdirSync(driver.downloadDir, { recursive: true });
  for (const file of readdirSync(driver.downloadDir).filter((name) => name.endsWith('.pdf'))) {
    rmSync(join(driver.downloadDir, file));
  }

  await step('login', async () => {
    await driver.resize(size.width, size.height);
    await driver.goto(`${PORTAL_URL}/#/login`);
    await driver.run(INSTALL_PROBLEM_HOOK);
    await waitFor({ role: 'heading', name: 'Guest Login' });
    record.viewport = await driver.run('return { width: innerWidth, height: innerHeight };');
    record.facts.push(`browser: ${await driver.run<string>('return navigator.userAgent;')}`);
  });

  await step('dashboard', async () => {
    await driver.fill('E-mail', ACCOUNTS.fresh.email);
    await driver.fill('Reservation number', ACCOUNTS.fresh.reservation);
    await driver.click(button('Login'));
    await waitFor({ role: 'heading', name: 'Dashboard' });
    await waitFor({ role: 'link', name: 'Open WhatsApp Registration' });
  });

  await step('whatsapp-submitted', async () => {
    await driver.click({ role: 'link', name: 'Open WhatsApp Registration' });
    await waitFor({ role: 'heading', name: 'WhatsApp Registration' });
    await driver.click(button('Edit'));
    await driver.fill('WhatsApp number', '+819012345678');
    await driver.click(button('Save'));
    await waitText('Your WhatsApp Number has been saved.');
    await driver.click(button('Submit WhatsApp Registration'));
    await driver.click(button('Submit', dialog('Confirm Submission')));
    await waitGone(dialog('Confirm Submission'));
    await waitFor({ role: 'status', name: '/^Thank you! Your WhatsApp/' });
  });

  await step('returning-guest', async () => {
    // Her first start on the dashboard records its calls; the next one has the preload script send
    // them beside the app's entry, and the app takes their answers instead of asking again.
    const progress = async () => {
      await waitFor({ role: 'heading', name: 'Dashboard' });
      return poll('all statuses', () =>
        driver
          .run<string>(
            "return document.getElementById('progress-label')?.textContent || 'loading';",
          )
          .then((text) => (text === 'loading' ? text : { text })),
      ).then(({ text }) => text);
    };
    const reload = async () => {
      await driver.run(
        'window.__beforeReload = true; setTimeout(() => location.reload()); return true;',
      );
      await poll('a new document', () =>
        driver.run<boolean | string>("return !window.__beforeReload || 'old document';"),
      );
      await driver.run(INSTALL_PROBLEM_HOOK);
    };
    /** The calls this document sent, and how long after config.json's answer the first left. */
    const startFigures = () =>
      driver.run<{ calls: string[]; configs: number; firstCallMs: number }>(`
        const resources = performance.getEntriesByType('resource');
        const path = (entry) => new URL(entry.name).pathname;
        const calls = resources.filter((entry) => path(entry).startsWith('/v1/'));
        const configs = resources.filter((entry) => path(entry).endsWith('/config.json'));
        const firstCall = Math.min(...calls.map((call) => call.startTime));
        return {
          calls: calls.map(path),
          configs: configs.length,
          firstCallMs: Math.round(firstCall - (configs[0]?.responseEnd ?? 0)),
        };`);
    await route('#/dashboard', 'Dashboard');
    const before = await progress();
    await reload();
    await progress();
    const ownStart = await startFigures();
    await poll('start calls recorded', () =>
      driver.run<boolean | string>(
        `return Object.keys(localStorage).some((key) => key.startsWith(${JSON.stringify(START_CALLS_PREFIX)})) || 'none';`,
      ),
    );
    await reload();
    const after = await progress();
    if (after !== before)
      throw new Error(`progress read "${after}" after a reload, "${before}" before`);
    const early = await startFigures();
    const twice = early.calls.filter((call, index) => early.calls.indexOf(call) !== index);
    if (twice.length > 0) throw new Error(`sent twice on a returning start: ${twice.join(', ')}`);
    record.facts.push(
      `returning guest: ${early.calls.length} calls, each once, the first ${early.firstCallMs} ms ` +
        `after config.json's answer (${ownStart.firstCallMs} ms when the app sends them); ` +
        `config.json fetched ${early.configs} time(s)`,
    );
  });

  await step('photo-uploaded', async () => {
    await route('#/passports', 'Passport Upload');
    await driver.upload('Choose files to upload', photoPath);
    await waitText('phone-photo.jpg');
    // Whose passport it is: Emma's booking has two travellers, and the portal picks neither.
    await choose('Traveller for phone-photo.jpg', 'Emma Walker');
    await driver.click(button('Upload Files'));
    const thumbnail: Target = { css: 'img', within: button('Preview passport-emma-walker.jpg') };
    const src = await attribute(thumbnail, 'src', /^http/);
    await poll('thumbnail drawn', () =>
      driver.run<boolean | string>(
        withLibrary(
          `(() => { const img = find(${JSON.stringify(thumbnail)}); return typeof img === 'string' ? img : (img.complete && img.naturalWidth > 0) || 'not drawn'; })()`,
        ),
      ),
    );
    const bytes = Buffer.from(await (await fetch(src)).arrayBuffer());
    const { width, height } = jpegSize(bytes);
    const workers = await driver.run<string[]>('return window.__engineWorkers;');
    if (!workers.some((url) => /compress/.test(url))) {
      throw new Error(`the photo was not compressed in a worker (workers: ${workers.join(', ')})`);
    }
    record.facts.push(`stored photo: ${bytes.length} bytes, ${width} x ${height}, from a worker`);
    if (bytes.length > MAX_UPLOAD_BYTES) throw new Error(`stored photo is ${bytes.length} bytes`);
    if (Math.max(width, height) !== MAX_LONG_SIDE || width * 3 !== height * 4) {
      throw new Error(`stored photo is ${width} x ${height}, expected 1920 x 1440`);
    }
  });

  await step('signing-frame', async () => {
    await route('#/docusign', /^Travel Agreement/);
    await driver.click(button('Start Signing Process'));
    await waitFor(dialog('/^Document/'));
  });

  await step('agreement-signed', async () => {
    await driver.inFrame({ role: 'iframe', name: 'DocuSign signing document' }, () =>
      driver.click(button('Finish')),
    );
    await waitGone(dialog('/^Document/'));
    const src = await attribute({ role: 'iframe', name: 'Signed agreement PDF' }, 'src', /^http/);
    pdfDocuments.add(src);
    const pdf = Buffer.from(await (await fetch(src)).arrayBuffer());
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`${src} is no PDF`);
    record.facts.push(`signed PDF: ${pdf.length} bytes`);
    await waitText('Your travel agreement is complete');
  });

  await step('payment-frame', async () => {
    await route('#/payments', 'Payments');
    await driver.click(button(`Make a Payment for invoice #${INVOICE}`));
    await waitFor(dialog('Secure Payment'));
    await driver.inFrame({ role: 'iframe', name: 'Secure payment form' }, () =>
      waitFor(button('/^Pay /')),
    );
  });

  await step('invoice-paid', async () => {
    await driver.inFrame({ role: 'iframe', name: 'Secure payment form' }, () =>
      driver.click(button('/^Pay /')),
    );
    await waitGone(dialog('Secure Payment'));
    await waitText('Payment received. Thank you!');
    const viewButton = JSON.stringify(button(`View & Download #${INVOICE}`));
    await poll('invoice row reads Paid', () =>
      driver.run<boolean | string>(
        withLibrary(`(() => {
          const view = find(${viewButton});
          if (typeof view === 'string') return view;
          const row = view.closest('tr, li');
          return [...row.querySelectorAll('*')].some((e) => e.children.length === 0 && text(e) === 'Paid') || 'row not Paid: ' + text(row);
        })()`),
      ),
    );
  });

  await step('invoice-preview', async () => {
    await driver.click(button(`View & Download #${INVOICE}`));
    await waitFor(dialog('Preview Invoice PDF'));
    pdfDocuments.add(
      await attribute({ role: 'iframe', name: `Invoice #${INVOICE} PDF` }, 'src', /^blob:http/),
    );
    // Opened straight after paying, while the payment's Notice would still be up: nothing may
    // cover the dialog's buttons.
    await poll('dialog settled', () =>
      driver.run<boolean | string>(withLibrary("animating() === 0 || 'animating'")),
    );
    for (const name of ['Download Invoice', 'Close']) {
      const cover = await driver.run<string | null>(
        withLibrary(
          `coverOf(find(${JSON.stringify(button(name, dialog('Preview Invoice PDF')))}))`,
        ),
      );
      if (cover) throw new Error(`${name} in the invoice preview is covered by ${cover}`);
    }
  });

  await step('invoice-downloaded', async () => {
    const preview = dialog('Preview Invoice PDF');
    await driver.click(button('Download Invoice', preview));
    const file = await poll('downloaded invoice', async () => {
      const name = readdirSync(driver.downloadDir).find((entry) =>
        new RegExp(`${INVOICE}.*\\.pdf$`).test(entry),
      );
      return name ? { name } : 'no file yet';
    });
    const pdf = await poll('complete download', async () => {
      const bytes = readFileSync(join(driver.downloadDir, file.name));
      return bytes.length > 0 && bytes.subarray(-8).toString('latin1').includes('%%EOF')
        ? bytes
        : `${bytes.length} bytes so far`;
    });
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new Error(`${file.name} is no PDF`);
    record.facts.push(`downloaded ${file.name}: ${pdf.length} bytes`);
    await driver.click(button('Close', preview));
    await waitGone(preview);
  });

  await step('logged-out', async () => {
    await driver.click(button('Logout'));
    await waitFor({ role: 'heading', name: 'Guest Login' });
  });

  // Reports travel on their own connection: give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const reports = await cspReports();
  problems.push(
    ...driver.engineProblems().slice(engineProblemsSeen),
    ...reports.map((report) => `CSP report: ${JSON.stringify(report)}`),
  );
  if (problems.length) throw new Error(`problems:\n${problems.join('\n')}`);
  return record;
}

/** A 4000 x 3000 camera-like JPEG made by an engine's own canvas, kept for the next runs. */
export async function ensureBigPhoto(driver: EngineDriver, path: string, generator: string) {
  if (existsSync(path)) {
    const { width, height } = jpegSize(readFileSync(path));
    if (width === 4000 && height === 3000) return;
  }
  const base64 = await driver.run<string>(
    `const blob = await (${generator})(4000, 3000, 5, false);
     return await new Promise((resolve) => {
       const reader = new FileReader();
       reader.onload = () => resolve(String(reader.result).split(',')[1]);
       reader.readAsDataURL(blob);
     });`,
  );
  writeFileSync(path, Buffer.from(base64, 'base64'));
}
