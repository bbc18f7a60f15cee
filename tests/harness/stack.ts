import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { portalConfigFor } from '../../mock-server/portalConfig';
import { localCertificate, startTlsFront, type LocalCertificate } from './tlsFront';

export interface RunningStack {
  portalUrl: string;
  sandboxUrl: string;
  /** With `https`, the certificate both addresses present (made for this run, untrusted). */
  certificate?: LocalCertificate;
  /** Serves another build at the same address, for the same sandbox. */
  serve(outDir: string): Promise<void>;
  stop(): Promise<void>;
}

/** Whether anything listens at the address, whatever it responds. */
const isTaken = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/** Stops a server and whatever it started (tsx and vite run the real server as a child). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  return exited;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not respond`);
}

/** With `https`, each server is reached through HTTPS and HTTP/2 on a port just above its own. */
const HTTPS_PORT_OFFSET = { sandbox: 3, portal: 1 };

/**
 * The built portal (vite preview of `outDir`, with its security headers) and a sandbox on the given
 * ports. With `https`, both are addressed as production serves them: HTTPS with HTTP/2 (for page
 * loads; the sandbox's own generated links still point at its plain address).
 */
export async function startStack(
  sandboxPort: number,
  portalPort: number,
  outDir = 'dist',
  { https = false }: { https?: boolean } = {},
): Promise<RunningStack> {
  const plainSandboxUrl = `http://localhost:${sandboxPort}`;
  const plainPortalUrl = `http://localhost:${portalPort}`;
  const sandboxUrl = https
    ? `https://localhost:${sandboxPort + HTTPS_PORT_OFFSET.sandbox}`
    : plainSandboxUrl;
  const portalUrl = https
    ? `https://localhost:${portalPort + HTTPS_PORT_OFFSET.portal}`
    : plainPortalUrl;
  // A server left over on one of the ports would respond in place of the one started here.
  for (const url of [plainSandboxUrl, plainPortalUrl]) {
    if (await isTaken(url)) throw new Error(`${url} is already taken`);
  }
  // Made before anything starts: without openssl this throws with nothing left running.
  const certificate = https ? localCertificate() : undefined;
  const configDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const configFile = join(configDir, 'config.json');
  writeFileSync(configFile, JSON.stringify(portalConfigFor(sandboxUrl)));
  const sandbox = spawn('node_modules/.bin/tsx', ['mock-server/start.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      PRISM_PORT: String(sandboxPort + 1),
      UPSTREAM_PORT: String(sandboxPort + 2),
      PORTAL_ORIGIN: portalUrl,
    },
  });
  let preview: ChildProcess = spawnPreview(portalPort, outDir, configFile);
  const closeFronts: (() => Promise<void>)[] = [];
  const stop = () =>
    Promise.all([
      stopGroup(sandbox),
      stopGroup(preview),
      ...closeFronts.map((close) => close()),
    ]).then(() => undefined);
  try {
    await waitFor(`${plainSandboxUrl}/__sandbox/health`);
    await waitFor(`${plainPortalUrl}/`);
    if (certificate) {
      for (const [front, target] of [
        [sandboxPort + HTTPS_PORT_OFFSET.sandbox, sandboxPort],
        [portalPort + HTTPS_PORT_OFFSET.portal, portalPort],
      ]) {
        closeFronts.push((await startTlsFront(front, target, certificate)).close);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  const serve = async (dir: string) => {
    await stopGroup(preview);
    if (await isTaken(`${plainPortalUrl}/`)) throw new Error(`${plainPortalUrl} still responds`);
    preview = spawnPreview(portalPort, dir, configFile);
    await waitFor(`${plainPortalUrl}/`);
  };
  return { portalUrl, sandboxUrl, certificate, serve, stop };
}

function spawnPreview(port: number, outDir: string, configFile: string): ChildProcess {
  return spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--outDir', outDir],
    { stdio: 'ignore', detached: true, env: { ...process.env, PORTAL_CONFIG: configFile } },
  );
}
