// @vitest-environment node
/** `npm start` on ports other than the defaults: the portal must call the sandbox it started. */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';

const SANDBOX_PORT = 4780;
const PORTAL_PORT = 4783;
let started: ChildProcess;
let output = '';

beforeAll(async () => {
  started = spawn(process.execPath, ['--import', 'tsx', 'mock-server/startWithPortal.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SANDBOX_PORT: String(SANDBOX_PORT),
      PRISM_PORT: String(SANDBOX_PORT + 1),
      UPSTREAM_PORT: String(SANDBOX_PORT + 2),
      PORTAL_PORT: String(PORTAL_PORT),
    },
  });
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 240 && !output.includes('Reset demo data'); attempt += 1) {
    await sleep(250);
  }
}, 90_000);

afterAll(async () => {
  started?.kill('SIGTERM');
  await sleep(1000);
});

it('hands the portal a config.json naming the sandbox it started', async () => {
  expect(output).toContain(`Guest Portal   http://localhost:${PORTAL_PORT}/`);
  const config = (await (await fetch(`http://localhost:${PORTAL_PORT}/config.json`)).json()) as {
    apiBaseUrl: string;
  };
  expect(config.apiBaseUrl).toBe(`http://localhost:${SANDBOX_PORT}/v1`);
  const login = await fetch(`${config.apiBaseUrl}/auth/customer_login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${PORTAL_PORT}` },
    body: JSON.stringify({ email: 'emma.walker@example.com', reservationId: 'KX-1001' }),
  });
  expect(login.status).toBe(200);
  expect(login.headers.get('access-control-allow-origin')).toBe(`http://localhost:${PORTAL_PORT}`);
}, 30_000);
