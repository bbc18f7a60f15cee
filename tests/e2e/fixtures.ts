import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { SANDBOX_URL } from './ports';

export const ACCOUNTS = {
  fresh: { email: 'emma.walker@example.com', reservation: 'KX-1001' },
  midway: { email: 'kenji.tanaka@example.com', reservation: 'KX-2002' },
  finished: { email: 'olivia.brown@example.com', reservation: 'KX-3003' },
} as const;
export type Account = keyof typeof ACCOUNTS;

export async function sandbox(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
}

interface Portal {
  login(account: Account): Promise<void>;
  /** Saves a screenshot under tests/artifacts/screenshots/<project>/ (never committed). */
  shot(name: string): Promise<void>;
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[];
}

export const test = base.extend<{ portal: Portal }>({
  portal: async ({ page }, use, testInfo) => {
    await sandbox('reset');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (
        /Content Security Policy|Refused to (load|execute|frame|apply|connect)/i.test(
          message.text(),
        )
      ) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const directory = `tests/artifacts/screenshots/${testInfo.project.name}`;
    mkdirSync(directory, { recursive: true });
    const slug = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    let counter = 0;
    const portal: Portal = {
      problems,
      async login(account) {
        await page.goto('#/login');
        await page.getByLabel('E-mail').fill(ACCOUNTS[account].email);
        await page.getByLabel('Reservation number').fill(ACCOUNTS[account].reservation);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      },
      async shot(name) {
        counter += 1;
        await page.screenshot({
          path: `${directory}/${slug}-${String(counter).padStart(2, '0')}-${name}.png`,
          fullPage: true,
        });
      },
    };
    await use(portal);
    expect(problems, 'no CSP violation or page error').toEqual([]);
  },
});

export { expect };
export type { Page };
