/**
 * axe-core scans for the accessibility suite. Every scan is appended to
 * tests/artifacts/axe/<project>/<test>.jsonl (rule, impact, targets), so a run leaves a list of
 * what was scanned and what was found; each scan is a soft expectation of zero violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { animationsEnded, expect, test, type Page } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Waits for the page's loading states to end (spinners, progress bars, "Loading..." texts). */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.getByText(/^(Loading|Preparing)\b.*\.\.\.$/)).toHaveCount(0);
  await animationsEnded(page);
}

const started = new Set<string>();

async function violationsNow(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)),
  }));
}

export async function scan(page: Page, project: string, label: string) {
  let findings = await violationsNow(page);
  // A transition that starts during the scan (the submit reminder fading in after its delay) is
  // read half-drawn, at low contrast; a real violation is still there once it has ended.
  if (findings.length > 0) {
    await animationsEnded(page);
    findings = await violationsNow(page);
  }
  const info = test.info();
  const directory = `tests/artifacts/axe/${project}`;
  const file = `${directory}/${info.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.jsonl`;
  mkdirSync(directory, { recursive: true });
  // The first scan of a test starts its file afresh.
  if (!started.has(file)) writeFileSync(file, '');
  started.add(file);
  appendFileSync(file, `${JSON.stringify({ label, url: page.url(), findings })}\n`);
  expect.soft(findings, `axe violations on ${label}`).toEqual([]);
}
