/** The build target, read from package.json's `browserslist` so the supported browsers are written once. */
import { readFileSync } from 'node:fs';

/** browserslist names the bundler's target list spells differently. */
const TARGET_NAMES: Record<string, string> = { ios_saf: 'ios' };

export function browserTargets(packageJson = new URL('../package.json', import.meta.url)) {
  const { browserslist } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    browserslist: string[];
  };
  return browserslist.map((query) => {
    const match = /^(\w+) >= ([\d.]+)$/.exec(query);
    if (!match) throw new Error(`browserslist entry "${query}" is not "<browser> >= <version>"`);
    const [, name = '', version = ''] = match;
    return `${TARGET_NAMES[name] ?? name}${version}`;
  });
}
