import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningStack {
  portalUrl: string;
  sandboxUrl: string;
  stop(): void;
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
  throw new Error(`${url} did not answer`);
}

/** The built portal (vite preview, with its security headers) and a sandbox on the given ports. */
export async function startStack(sandboxPort: number, portalPort: number): Promise<RunningStack> {
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const portalUrl = `http://localhost:${portalPort}`;
  const configDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const configFile = join(configDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      apiBaseUrl: `${sandboxUrl}/v1`,
      fileBaseUrl: `${sandboxUrl}/files`,
      paymentPageUrl: `${sandboxUrl}/sandbox/payment`,
    }),
  );
  const children: ChildProcess[] = [
    spawn('node_modules/.bin/tsx', ['mock-server/start.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        SANDBOX_PORT: String(sandboxPort),
        PRISM_PORT: String(sandboxPort + 1),
        UPSTREAM_PORT: String(sandboxPort + 2),
        PORTAL_ORIGIN: portalUrl,
      },
    }),
    spawn('node_modules/.bin/vite', ['preview', '--port', String(portalPort), '--strictPort'], {
      stdio: 'ignore',
      env: { ...process.env, PORTAL_CONFIG: configFile },
    }),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await waitFor(`${sandboxUrl}/__sandbox/health`);
    await waitFor(`${portalUrl}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { portalUrl, sandboxUrl, stop };
}
