// Adds src/preloadSignedIn.ts to the built index.html: a tiny script, bundled on its own, that
// starts a returning guest's signed-in code beside the app's entry (see that file for why).
import { createHash } from 'node:crypto';
import { resolve as resolvePath } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { MODULES_ATTRIBUTE } from '../src/config/signedInModules.ts';
import { browserTargets } from './browserTargets.ts';

const SCRIPT = 'src/preloadSignedIn.ts';

/** Bundles the script with what it imports into one file, so it waits for no other file. */
async function bundleScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      target: browserTargets(),
      modulePreload: false,
      rolldownOptions: { input: resolvePath(root, SCRIPT), output: { format: 'es' } },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = output?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${SCRIPT} built to no file`);
  return chunk.code;
}

/**
 * The chunk holding `rootModule` (its own, or a group's: vite.config.ts) and every chunk it
 * imports, imports first, leaving out the entry's own files.
 */
function signedInFiles(bundle: Rolldown.OutputBundle, rootModule: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const holding = [...chunks.values()].filter((chunk) =>
    chunk.moduleIds.some((id) => id.endsWith(rootModule)),
  );
  // In the entry it would need no preload, and the list would silently be empty.
  if (holding.length !== 1 || holding[0].isEntry) {
    throw new Error(`${rootModule} must be in exactly one chunk, not the entry`);
  }
  const [root] = holding;
  const files: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    chunk.imports.forEach((name) => {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    });
    files.push(chunk.fileName);
  };
  visit(root);
  return files;
}

/** The app's page; other pages built with this config (tools/harness) have no signed-in code. */
const APP_PAGE = 'index.html';

/** `shellModule`: the module every signed-in page renders inside (its chunk's files are listed). */
export function signedInPreload(shellModule: string): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  return {
    name: 'signed-in-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart(options) {
      const inputs = Object.values(options.input);
      if (!inputs.includes(resolvePath(config.root, APP_PAGE))) return;
      const code = await bundleScript(config.root);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `${config.build.assetsDir}/preloadSignedIn-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || context.path !== `/${APP_PAGE}`) return undefined;
        const files = signedInFiles(context.bundle, shellModule).map((file) => config.base + file);
        // Ahead of the entry and at high priority: an async script is fetched at low priority,
        // and Chromium sometimes ran it after the entry had started the app, too late to matter.
        const tag =
          `<script type="module" async fetchpriority="high" src="${config.base + fileName}" ` +
          `${MODULES_ATTRIBUTE}="${files.join(' ')}"></script>`;
        // The entry's own tag, found by its file: a comment may quote a script tag.
        const entrySrc = html.indexOf(`src="${config.base}${context.chunk?.fileName}"`);
        if (!context.chunk || entrySrc < 0) {
          throw new Error(`${APP_PAGE} has no script tag of its entry to put ${SCRIPT} before`);
        }
        const entry = html.lastIndexOf('<script', entrySrc);
        return `${html.slice(0, entry)}${tag}\n    ${html.slice(entry)}`;
      },
    },
  };
}
