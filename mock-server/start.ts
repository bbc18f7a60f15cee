// Entry point: `npx tsx mock-server/start.ts` from the repository root (npm run sandbox).
// Upstream handlers on UPSTREAM_PORT, Prism proxy on PRISM_PORT, gateway on SANDBOX_PORT.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { config, repoRoot } from './config.js';
import { removeFilesRoot } from './files.js';
import { gatewayHandler } from './gateway.js';
import { portResponds, specPathsHaveV1, startPrism, waitForPrism } from './prism.js';
import { handleUpstream } from './upstream.js';
import { resetStore } from './state.js';

type Handler = http.RequestListener;

/** Listens on both loopback addresses: "localhost" may resolve to ::1 or 127.0.0.1. */
const listenLoopback = async (handler: Handler, port: number): Promise<http.Server[]> => {
  const listen = (host: string): Promise<http.Server | null> =>
    new Promise((resolve, reject) => {
      const server = http.createServer(handler);
      server.once('error', (err: NodeJS.ErrnoException) => {
        // No IPv6 loopback on this machine is fine; a busy port is not.
        if (host === '::1' && err.code === 'EADDRNOTAVAIL') resolve(null);
        else reject(new Error(`Cannot listen on ${host}:${port}: ${err.code ?? err.message}`));
      });
      server.listen(port, host, () => resolve(server));
    });
  const v4 = await listen('127.0.0.1');
  const v6 = await listen('::1');
  return [v4, v6].filter((s): s is http.Server => s !== null);
};

const main = async (): Promise<void> => {
  const started = Date.now();
  resetStore();
  const servers: http.Server[] = [];
  let prism: ChildProcess | null = null;
  const shutdown = (code: number): void => {
    servers.forEach((s) => s.close());
    removeFilesRoot();
    const child = prism;
    prism = null;
    if (!child || child.exitCode !== null) process.exit(code);
    // Wait for Prism to go (SIGKILL after 2 s) so no orphan keeps port 4011 busy.
    const force = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(force);
      process.exit(code);
    });
    child.kill('SIGTERM');
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  process.on('exit', () => prism?.kill('SIGTERM'));

  try {
    servers.push(
      ...(await listenLoopback((req, res) => void handleUpstream(req, res), config.upstreamPort)),
    );
    const specFile = path.join(repoRoot, 'openapi.yaml');
    const usePrism = fs.existsSync(specFile) && process.env.SANDBOX_NO_PRISM !== '1';
    if (usePrism) {
      if (await portResponds(config.prismPort)) {
        throw new Error(
          `Port ${config.prismPort} is already in use (a stale Prism?). Stop it or set PRISM_PORT.`,
        );
      }
      prism = startPrism(repoRoot, specFile, config.upstreamPort, config.prismPort);
    } else {
      console.warn(
        '[sandbox] WARNING: openapi.yaml not found (or SANDBOX_NO_PRISM=1): /v1 calls are NOT validated by Prism.',
      );
    }
    const gateway = gatewayHandler({
      upstreamPort: config.upstreamPort,
      prism: usePrism ? { port: config.prismPort, stripV1: !specPathsHaveV1(specFile) } : null,
    });
    if (prism) {
      const child = prism;
      await waitForPrism(child, config.prismPort);
      child.once('exit', (code) => {
        if (prism !== child) return; // shutdown() is stopping it
        console.error(
          `[sandbox] Prism exited unexpectedly (code ${code ?? 'null'}); stopping the sandbox.`,
        );
        prism = null;
        shutdown(1);
      });
    }
    // The gateway (and its health check) responds only once Prism is ready, so a caller that
    // waits for /__sandbox/health never meets a half-started sandbox.
    servers.push(...(await listenLoopback(gateway, config.sandboxPort)));
    console.log(
      `[sandbox] started in ${Date.now() - started} ms (upstream ${config.upstreamPort}` +
        `${usePrism ? `, prism ${config.prismPort}` : ''}). Demo logins: emma.walker@example.com / KX-1001, ` +
        'kenji.tanaka@example.com / KX-2002, olivia.brown@example.com / KX-3003, ' +
        'grace.miller@example.com / KX-4004',
    );
    console.log(`sandbox ready on http://localhost:${config.sandboxPort}`);
  } catch (err) {
    console.error(`[sandbox] ${err instanceof Error ? err.message : String(err)}`);
    shutdown(1);
  }
};

void main();
