// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Layers from top to bottom; a file may import only its own layer or lower ones. */
const LAYERS = ['main', 'app', 'features', 'components', 'api', 'base'] as const;
type Layer = (typeof LAYERS)[number];

const SRC = resolve(__dirname);

function layerOf(file: string): Layer {
  const [top] = relative(SRC, file).split('/');
  if (top === 'main.tsx') return 'main';
  if (top === 'app' || top === 'features' || top === 'components' || top === 'api') return top;
  return 'base'; // lib, config
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ]
    .map((match) => match[1] ?? match[2])
    .filter((path) => path.startsWith('.'))
    .map((path) => resolve(dirname(file), path));

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

describe('architecture', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('never imports upward across layers', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => LAYERS.indexOf(layerOf(target)) < LAYERS.indexOf(layerOf(file)))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps features independent of each other', () => {
    const featureOf = (path: string) => relative(SRC, path).match(/^features\/([^/]+)/)?.[1];
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (target) => featureOf(file) && featureOf(target) && featureOf(file) !== featureOf(target),
        )
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(violations).toEqual([]);
  });

  it('never imports the sandbox', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(SRC))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(violations).toEqual([]);
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

  it('never renders server text as HTML', () => {
    const offenders = files.filter((file) =>
      readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'),
    );
    expect(offenders).toEqual([]);
  });
});
