// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);

/** Files reachable from `entry` through static imports (what the first download holds). */
function staticGraphOf(entry: string): Set<string> {
  const resolveFile = (path: string) =>
    ['', '.ts', '.tsx', '/index.ts']
      .map((suffix) => path + suffix)
      .find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    [
      ...readFileSync(file, 'utf8').matchAll(
        /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm,
      ),
    ]
      .map((match) => resolveFile(resolve(dirname(file), match[1])))
      .forEach((target) => target && visit(target));
  };
  visit(entry);
  return seen;
}

// Layers, feature boundaries, the sandbox and import circles are ESLint rules (eslint.config.js).
describe('architecture', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps task pages and the API client out of the first download', () => {
    const firstDownload = [...staticGraphOf(join(SRC, 'main.tsx'))].map((file) =>
      relative(SRC, file),
    );
    expect(firstDownload).toContain('features/auth/LoginPage.tsx');
    expect(
      firstDownload.filter(
        (file) =>
          /^api\/(portalApi|generated)\.ts$/.test(file) ||
          (file.startsWith('features/') && !file.startsWith('features/auth/')),
      ),
    ).toEqual([]);
  });

  // Tests run the sandbox's request handlers in-process (src/test/sandbox.ts); the product never.
  it('keeps mock-server/ out of product code (tests may import its handlers)', () => {
    const offenders = files.filter((file) =>
      /['"](?:\.\.?\/)+mock-server\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('never renders server text as HTML', () => {
    const offenders = files.filter((file) =>
      readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'),
    );
    expect(offenders).toEqual([]);
  });
});
