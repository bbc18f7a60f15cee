/**
 * Times readPassportZone in a Chromium worker on the 12 MP photos, unthrottled and at 4x CPU
 * throttling: `npx tsx tools/mrz-set/browserTiming.ts [port] [--quarter-machine | --quarter-cpu]`
 * (after generate.ts).
 *
 * DevTools' throttling slows the page's main thread only, not its workers, so its "4x" row is the
 * worker at full speed. The two options (root, cgroup v1 cpu controller) instead put the whole
 * browser in a cgroup: `--quarter-machine` allows it a quarter of the machine's CPU time (every
 * core together), a 4x slower machine with as many cores; `--quarter-cpu` a quarter of one core,
 * shared by every thread of it (worker, page, GPU, garbage collectors): an upper bound for 4x.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/ports';
import type { Sample } from './sample';

const OUT_DIR = 'tools/mrz-set/out';
const port = Number(process.argv[2] ?? 4410);
const bundle = await build({
  entryPoints: ['tools/mrz-set/timingWorker.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
});
const workerCode = bundle.outputFiles[0].text;
const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/worker.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(workerCode);
  } else if (url.startsWith('/photo/')) {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.end(readFileSync(`${OUT_DIR}/${url.slice(7)}.jpg`));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>timing</title>');
  }
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
const limit = process.argv.includes('--quarter-machine')
  ? { label: 'a quarter of the machine', cores: cpus().length / 4 }
  : process.argv.includes('--quarter-cpu')
    ? { label: 'a quarter of one core', cores: 1 / 4 }
    : null;
if (limit) limitBrowser(limit.cores);
const cdp = await page.context().newCDPSession(page);
const samples = (JSON.parse(readFileSync(`${OUT_DIR}/labels.json`, 'utf8')) as Sample[]).filter(
  (sample) => (sample.split as string) === 'timing',
);
for (const rate of limit ? [1] : [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const sample of samples) {
    const result = await page.evaluate(async (name) => {
      const worker = new Worker('/worker.js', { type: 'module' });
      const blob = await (await fetch(`/photo/${name}`)).blob();
      const reply = await new Promise<{ decodeMs: number; readMs: number; lines: string[] | null }>(
        (resolve) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.postMessage(blob);
        },
      );
      worker.terminate();
      return reply;
    }, sample.name);
    const right = result.lines?.join() === sample.lines.join();
    console.log(
      `${limit ? limit.label : `throttle ${rate}x`} ${sample.name} ${sample.width}x${sample.height}: decode ${result.decodeMs.toFixed(0)} ms, read ${result.readMs.toFixed(0)} ms, ${result.lines ? (right ? 'read right' : 'READ WRONG') : 'no read'}`,
    );
  }
}
await browser.close();
server.close();

/** Every process this script started (Chromium and its zygotes, renderers, GPU), now and below. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when a process has no children.
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Puts the browser's processes in a cgroup allowed `cores` cores' worth of CPU time. */
function limitBrowser(cores: number) {
  const group = '/sys/fs/cgroup/cpu/mrz-timing';
  const periodUs = 20000;
  mkdirSync(group, { recursive: true });
  writeFileSync(`${group}/cpu.cfs_period_us`, String(periodUs));
  writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(periodUs * cores)));
  const pids = descendants(process.pid);
  for (const pid of pids) writeFileSync(`${group}/cgroup.procs`, String(pid));
  console.log(`${pids.length} browser processes limited to ${cores} of a core's CPU time`);
}
