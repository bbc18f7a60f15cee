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

  it('never renders server text as HTML', () => {
    const offenders = files.filter((file) =>
      readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'),
    );
    expect(offenders).toEqual([]);
  });
});
