/**
 * WebKitGTK (Safari's engine) over classic WebDriver: Debian's WebKitWebDriver under a virtual X
 * screen drives the MiniBrowser, which has no headless mode. selenium-webdriver only speaks to
 * the running driver (no Selenium Manager, nothing downloaded).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { Capabilities, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import {
  clickableScript,
  findScript,
  poll,
  sleep,
  type EngineDriver,
  type Target,
  WAIT_MS,
  withTimeout,
} from './driver';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_PORT = 4790;

const isElement = (value: unknown): value is WebElement =>
  typeof value === 'object' && value !== null && 'getId' in value;

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';

  constructor(
    readonly downloadDir: string,
    private readonly driver: WebDriver,
    private readonly stopDriver: () => Promise<void>,
  ) {}

  async goto(url: string) {
    await this.driver.get(url);
  }

  async resize(width: number, height: number) {
    // setRect sizes the outer window: correct once by what the page reports as its viewport.
    await this.driver.manage().window().setRect({ x: 0, y: 0, width, height });
    const inner = await this.run<{ width: number; height: number }>(
      'return { width: innerWidth, height: innerHeight };',
    );
    await this.driver
      .manage()
      .window()
      .setRect({ width: width * 2 - inner.width, height: height * 2 - inner.height });
  }

  async run<T>(body: string): Promise<T> {
    return (await this.driver.executeScript(body)) as T;
  }

  private element(script: string, what: string): Promise<WebElement> {
    return poll(what, async () => {
      const found = await this.driver.executeScript(script);
      return isElement(found) ? found : String(found);
    });
  }

  async click(target: Target) {
    const element = await this.element(clickableScript(target), 'click');
    await element.click();
  }

  async fill(label: string, value: string) {
    const element = await this.element(findScript({ role: 'textbox', name: label }), 'fill');
    await element.click();
    await this.driver.executeScript('arguments[0].select();', element);
    await element.sendKeys(value);
  }

  async upload(label: string, path: string) {
    const input = await this.element(
      findScript({ css: 'input[type=file]', name: label, hidden: true }),
      'upload',
    );
    await input.sendKeys(path);
  }

  async inFrame<T>(target: Target, steps: () => Promise<T>): Promise<T> {
    const element = await this.element(findScript(target), 'frame');
    await this.driver.switchTo().frame(element);
    try {
      await poll('frame content', () =>
        this.run<boolean | string>(
          "return document.readyState === 'complete' && location.href !== 'about:blank' || 'frame loading';",
        ),
      );
      return await steps();
    } finally {
      await this.driver.switchTo().defaultContent();
    }
  }

  async screenshot(path: string) {
    // WebKitGTK captures its last painted frame, which can lag the page by a fade: paint twice first.
    await this.driver.executeScript(
      'return new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))); setTimeout(resolve, 1000); });',
    );
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  engineProblems() {
    // WebKitWebDriver has no log endpoint: the page hook is the only witness.
    return [];
  }

  async close() {
    try {
      await withTimeout(this.driver.quit(), 15_000, 'WebDriver quit');
    } finally {
      await this.stopDriver();
    }
  }
}

/** Stops xvfb-run and everything it started (X server, driver, browser): one process group. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  return Promise.race([exited, sleep(3000)]).then(() => signal('SIGKILL'));
}

export async function launchWebKit(downloadDir: string): Promise<EngineDriver> {
  for (const [path, install] of [
    [DRIVER, 'apt-get install -y webkit2gtk-driver'],
    [MINIBROWSER, 'apt-get install -y webkit2gtk-driver'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: ${install}`);
  }
  if (spawnSync('which', ['xvfb-run']).status !== 0) {
    throw new Error('xvfb-run is missing: apt-get install -y xvfb');
  }
  const url = `http://127.0.0.1:${DRIVER_PORT}`;
  if (
    await fetch(`${url}/status`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${url} is already taken (a WebKitWebDriver left running?)`);
  }
  const output: string[] = [];
  // The default 640x480x8 screen is too small; --host avoids a libsoup bug. Downloads go to $HOME.
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', DRIVER, `--port=${DRIVER_PORT}`, '--host=127.0.0.1'],
    { detached: true, env: { ...process.env, HOME: downloadDir } },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = () => stopGroup(child);
  try {
    await poll(
      'WebKitWebDriver start',
      async () => {
        if (child.exitCode !== null)
          throw new Error(`exited ${child.exitCode}: ${output.join('')}`);
        const status = (await (await fetch(`${url}/status`)).json()) as {
          value?: { ready?: boolean };
        };
        return status.value?.ready ? true : 'not ready';
      },
      30_000,
    );
    const driver = WebDriver.createSession(
      new Executor(new HttpClient(url)),
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        timeouts: { script: WAIT_MS, pageLoad: WAIT_MS },
      }),
    );
    await driver.getSession();
    return new WebKitDriver(downloadDir, driver, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}
