import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { portalConfigFor } from '../../mock-server/portalConfig';

export interface RunningStack {
  portalUrl: string;
  sandboxUrl: string;
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

/**
 * The built portal (vite preview of `outDir`, with its security headers) and a sandbox on the given
 * ports.
 */
export async function startStack(
  sandboxPort: number,
  portalPort: number,
  outDir = 'dist',
): Promise<RunningStack> {
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  // A server left over on one of the ports would respond in place of the one started here.
  for (const url of [sandboxUrl, portalUrl]) {
    if (await isTaken(url)) throw new Error(`${url} is already taken`);
  }
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
  const stop = () => Promise.all([stopGroup(sandbox), stopGroup(preview)]).then(() => undefined);
  try {
    await waitFor(`${sandboxUrl}/__sandbox/health`);
    await waitFor(`${portalUrl}/`);
  } catch (error) {
    stop();
    throw error;
  }
  const serve = async (dir: string) => {
    await stopGroup(preview);
    if (await isTaken(`${portalUrl}/`)) throw new Error(`${portalUrl} still responds`);
    preview = spawnPreview(portalPort, dir, configFile);
    await waitFor(`${portalUrl}/`);
  };
  return { portalUrl, sandboxUrl, serve, stop };
}

function spawnPreview(port: number, outDir: string, configFile: string): ChildProcess {
  return spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--outDir', outDir],
    { stdio: 'ignore', detached: true, env: { ...process.env, PORTAL_CONFIG: configFile } },
  );
}
