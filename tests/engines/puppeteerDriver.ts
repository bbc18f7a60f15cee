/**
 * Firefox ESR over WebDriver BiDi and Chromium over CDP, both through puppeteer-core and the
 * system's own browser binaries (nothing is downloaded).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/ports';
import {
  clickableScript,
  findScript,
  poll,
  type EngineDriver,
  type Target,
  WAIT_MS,
  withTimeout,
} from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const wrap = (body: string) => `(async () => {\n${body}\n})()`;

class PuppeteerDriver implements EngineDriver {
  private frame: Frame;
  /** The iframe elements from the page down to `frame` (empty on the page itself). */
  private readonly frameElements: ElementHandle<Element>[] = [];
  private readonly problems: string[] = [];

  constructor(
    readonly engine: string,
    readonly downloadDir: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    this.frame = page.mainFrame();
    page.on('console', (message) => {
      // Where it came from: a framed PDF's document speaks through the browser's own viewer.
      const where = message.location().url;
      if (message.type() === 'error')
        this.problems.push(`console error: ${message.text()}${where ? ` (in ${where})` : ''}`);
    });
    page.on('pageerror', (error) =>
      this.problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  }

  async resize(width: number, height: number) {
    try {
      await this.page.setViewport({ width, height });
    } catch (error) {
      // Firefox ESR 140 sets the viewport but lacks the screen-orientation override Puppeteer
      // sends with it (ESR 153 has it): tolerate that one command, then wait for the new size.
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) {
        throw error;
      }
      await poll('viewport width', async () => {
        const current = await this.page.evaluate(() => window.innerWidth);
        return current === width ? current : `width is ${current}, not ${width}`;
      });
    }
  }

  run<T>(body: string): Promise<T> {
    return this.frame.evaluate(wrap(body)) as Promise<T>;
  }

  private async element(script: string, what: string): Promise<ElementHandle<Element>> {
    return poll(what, async () => {
      const handle = await this.frame.evaluateHandle(wrap(script));
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (element) return element;
      const reason = String(await handle.jsonValue());
      await handle.dispose();
      return reason;
    });
  }

  async click(target: Target) {
    const element = await this.element(clickableScript(target), 'click');
    try {
      await element.click();
    } catch (error) {
      // Inside a frame Puppeteer asks for the frame's element with a BiDi locator ("context")
      // that Firefox ESR 140 lacks (ESR 153 has it): click the same centre point by hand.
      if (!String(error).includes('"locator.type"')) throw error;
      const { x, y } = await this.centreOnPage(element);
      await this.page.mouse.click(x, y);
    } finally {
      await element.dispose();
    }
  }

  /** The element's centre in page coordinates, through every frame it sits in. */
  private async centreOnPage(element: ElementHandle<Element>) {
    const box = await element.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    for (const frameElement of this.frameElements) {
      const offset = await frameElement.evaluate((node) => {
        const rect = node.getBoundingClientRect();
        return { x: rect.left + node.clientLeft, y: rect.top + node.clientTop };
      });
      box.x += offset.x;
      box.y += offset.y;
    }
    return box;
  }

  async fill(label: string, value: string) {
    const element = await this.element(findScript({ role: 'textbox', name: label }), 'fill');
    await element.click();
    await element.evaluate((input) => (input as HTMLInputElement).select());
    await element.type(value);
    await element.dispose();
  }

  async upload(label: string, path: string) {
    const input = await this.element(
      findScript({ css: 'input[type=file]', name: label, hidden: true }),
      'upload',
    );
    await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    await input.dispose();
  }

  async inFrame<T>(target: Target, steps: () => Promise<T>): Promise<T> {
    const element = await this.element(findScript(target), 'frame');
    const frame = await poll('frame content', async () => {
      const content = await element.contentFrame();
      return content && content.url() !== 'about:blank' ? content : 'frame not loaded';
    });
    const outer = this.frame;
    this.frame = frame;
    this.frameElements.push(element);
    try {
      return await steps();
    } finally {
      this.frame = outer;
      this.frameElements.pop();
      await element.dispose();
    }
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  engineProblems() {
    return [...this.problems];
  }

  async close() {
    await withTimeout(this.browser.close(), 15_000, `${this.engine} close`).catch(
      (error: unknown) => {
        this.browser.process()?.kill('SIGKILL');
        throw error;
      },
    );
  }
}

async function open(engine: string, downloadDir: string, browser: Browser) {
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return new PuppeteerDriver(engine, downloadDir, browser, page);
}

function requireBinary(path: string, install: string) {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${install}`);
}

export async function launchFirefox(downloadDir: string): Promise<EngineDriver> {
  requireBinary(FIREFOX_PATH, 'apt-get install -y firefox-esr');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: 60_000,
    downloadBehavior: { policy: 'allow', downloadPath: downloadDir },
    extraPrefsFirefox: {
      'browser.download.dir': downloadDir,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  return open('firefox', downloadDir, browser);
}

export async function launchChromium(downloadDir: string): Promise<EngineDriver> {
  requireBinary(CHROMIUM_PATH, 'apt-get install -y chromium');
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
    downloadBehavior: { policy: 'allow', downloadPath: downloadDir },
  });
  return open('chromium', downloadDir, browser);
}
