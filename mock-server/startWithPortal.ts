/**
 * `npm start`: the sandbox (stateful server behind the Prism proxy) and the portal's dev
 * server together. Waits until each responses, then prints the portal URL and the demo logins.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_LOGINS } from './demoLogins.js';
import { portalConfigFor } from './portalConfig.js';

const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const portalPort = process.env.PORTAL_PORT ?? '5173';
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit code ${code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(url: string, what: string, seconds = 60) {
  for (let attempt = 0; attempt < seconds * 4; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start('sandbox', 'node_modules/.bin/tsx', ['mock-server/start.ts'], {
  PORTAL_ORIGIN: `http://localhost:${portalPort}`,
});
// The portal calls the sandbox on whichever port it was given (public/config.json names 4010).
const portalConfig = join(mkdtempSync(join(tmpdir(), 'portal-start-')), 'config.json');
writeFileSync(portalConfig, JSON.stringify(portalConfigFor(`http://localhost:${sandboxPort}`)));
start('portal', 'node_modules/.bin/vite', ['--port', portalPort, '--strictPort'], {
  PORTAL_CONFIG: portalConfig,
});

try {
  await waitFor(`http://localhost:${sandboxPort}/__sandbox/health`, 'The sandbox');
  await waitFor(`http://localhost:${portalPort}/config.json`, 'The portal');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

console.log(`
  Guest Portal   http://localhost:${portalPort}/
  Sandbox API    http://localhost:${sandboxPort}/v1   (stateful server behind the Prism proxy)

  Demo logins (e-mail / reservation number):
${DEMO_LOGINS.map((demo) => `    ${demo.email.padEnd(28)} ${demo.reservation}   ${demo.shows}`).join('\n')}

  Reset demo data: curl -X POST http://localhost:${sandboxPort}/__sandbox/reset
  Stop: Ctrl+C
`);
