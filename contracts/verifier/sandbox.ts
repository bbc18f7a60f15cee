/**
 * Starts the portal's sandbox (mock-server/start.ts) on free ports for provider verification.
 * Needs the portal's full install (the sandbox runs Prism); a backend team never calls this.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIRST_PORT = Number(process.env.CONTRACTS_SANDBOX_PORT ?? 4610);

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Three consecutive free ports: gateway, Prism, upstream. */
async function freePorts(from: number): Promise<[number, number, number]> {
  for (let port = from; port < from + 300; port += 3) {
    const free = await Promise.all([port, port + 1, port + 2].map(portIsFree));
    if (free.every(Boolean)) return [port, port + 1, port + 2];
  }
  throw new Error(`No three free ports between ${from} and ${from + 300}`);
}

export interface RunningProvider {
  /** The API base, ending in /v1. */
  baseUrl: string;
  stateUrl: string;
  stop: () => Promise<void>;
}

export async function startSandbox(): Promise<RunningProvider> {
  const [gateway, prism, upstream] = await freePorts(FIRST_PORT);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-server/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: String(gateway),
      PRISM_PORT: String(prism),
      UPSTREAM_PORT: String(upstream),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  const baseUrl = `http://localhost:${gateway}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (output.includes('sandbox ready')) {
      const health = await fetch(`${baseUrl}/__sandbox/health`).catch(() => null);
      if (health?.ok) {
        return { baseUrl: `${baseUrl}/v1`, stateUrl: `${baseUrl}/__sandbox/provider-state`, stop };
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The sandbox did not start (ports ${gateway}-${upstream}):\n${output}`);
}
