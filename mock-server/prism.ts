// Runs `prism proxy` as a child process (started as ./node_modules/.bin/prism so the PID we hold
// is Prism itself) and tells when it accepts connections.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** True when something accepts TCP connections on 127.0.0.1:port. */
export const portResponds = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Prism matches paths as written in the spec; when they lack /v1 the gateway strips it. */
export const specPathsHaveV1 = (specFile: string): boolean =>
  /^\s{2}['"]?\/v1\//m.test(fs.readFileSync(specFile, 'utf8'));

export const startPrism = (
  repoRoot: string,
  specFile: string,
  /** The stateful server to proxy to; null runs `prism mock` (responds from the examples). */
  upstreamPort: number | null,
  prismPort: number,
): ChildProcess => {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'prism');
  const mode =
    upstreamPort === null
      ? ['mock', specFile]
      : ['proxy', specFile, `http://127.0.0.1:${upstreamPort}`, '--errors'];
  const args = [...mode, '-p', String(prismPort), '-v', 'warn'];
  const child = spawn(bin, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim()) console.log(`[prism] ${line}`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return child;
};

/** Resolves when Prism listens; rejects if it exits first or does not come up in time. */
export const waitForPrism = (
  child: ChildProcess,
  port: number,
  timeoutMs = 60_000,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    let done = false;
    const onExit = (code: number | null): void => {
      if (!done) {
        done = true;
        reject(new Error(`Prism exited before it was ready (code ${code ?? 'null'})`));
      }
    };
    child.once('exit', onExit);
    const poll = async (): Promise<void> => {
      if (done) return;
      if (await portResponds(port)) {
        done = true;
        child.off('exit', onExit);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        done = true;
        reject(new Error(`Prism did not listen on ${port} within ${timeoutMs} ms`));
      } else {
        setTimeout(() => void poll(), 100);
      }
    };
    void poll();
  });
