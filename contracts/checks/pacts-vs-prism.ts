/**
 * Prism answers every pact request: `prism mock openapi.yaml` is started on a free port, each
 * interaction's request (method, path, query, headers, body; multipart rebuilt as a real FormData)
 * is replayed with `Prefer: code=<the pact's status>`, and the response must be contract-valid:
 * no `sl-violations` header (Prism found nothing wrong with the request), the status the pact
 * expects (so the operation documents it) and the pact's content type.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** PACT_DIR=<folder> checks other pact files (used to test this check itself). */
const PACT_DIR = process.env.PACT_DIR ?? 'contracts/pacts';
const PRISM = path.join('node_modules', '.bin', 'prism');
const FIRST_PORT = Number(process.env.PACT_PRISM_PORT ?? 4690);

interface PactBody {
  content: unknown;
  contentType?: string;
  encoded?: false | 'base64' | string;
}
interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string }>;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
  };
  response: { status: number; headers?: Record<string, string[]>; body?: PactBody };
}

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port between ${from} and ${from + 100}`);
}

const headerValue = (headers: Record<string, string[]> | undefined, name: string) =>
  Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]?.[0];

/** Rebuilds the recorded multipart body as the browser would send it: a FormData with one file. */
function multipartForm(body: PactBody): FormData {
  const bytes = Buffer.from(String(body.content), 'base64');
  const text = bytes.toString('latin1');
  const headerEnd = text.indexOf('\r\n\r\n');
  const head = text.slice(0, headerEnd);
  const name = /name="([^"]+)"/.exec(head)?.[1];
  const filename = /filename="([^"]*)"/.exec(head)?.[1] ?? 'upload';
  const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
  const boundary = text.slice(0, text.indexOf('\r\n'));
  const end = text.indexOf(`\r\n${boundary}`, headerEnd);
  if (!name || end < 0) throw new Error('Cannot read the recorded multipart body');
  const form = new FormData();
  const file = new Uint8Array(bytes.subarray(headerEnd + 4, end));
  form.append(name, new File([file], path.basename(filename), { type }));
  return form;
}

function requestOf(base: string, interaction: PactInteraction): [string, RequestInit] {
  const { request } = interaction;
  const url = new URL(base + request.path);
  for (const [key, values] of Object.entries(request.query ?? {})) {
    values.forEach((v) => url.searchParams.append(key, v));
  }
  const headers = new Headers();
  for (const [key, values] of Object.entries(request.headers ?? {})) {
    values.forEach((v) => headers.append(key, v));
  }
  headers.set('Prefer', `code=${interaction.response.status}`);
  let body: BodyInit | undefined;
  const contentType = request.body?.contentType ?? headerValue(request.headers, 'content-type');
  if (request.body && contentType?.startsWith('multipart/form-data')) {
    headers.delete('content-type'); // fetch sets it, with the FormData's own boundary
    body = multipartForm(request.body);
  } else if (request.body) {
    body =
      request.body.encoded === 'base64'
        ? new Uint8Array(Buffer.from(String(request.body.content), 'base64'))
        : typeof request.body.content === 'string'
          ? request.body.content
          : JSON.stringify(request.body.content);
  }
  return [url.href, { method: request.method, headers, body }];
}

async function waitForPrism(port: number, output: () => string, exited: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`Prism exited:\n${output()}`);
    const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    if (answer) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Prism did not start on port ${port}:\n${output()}`);
}

async function main(): Promise<number> {
  const files = existsSync(PACT_DIR)
    ? readdirSync(PACT_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (files.length === 0) {
    console.error(`No pact files in ${PACT_DIR}: run "npm run test:contracts" first.`);
    return 1;
  }
  const started = Date.now();
  const port = await freePort(FIRST_PORT);
  const prism = spawn(PRISM, ['mock', 'openapi.yaml', '-p', String(port), '-v', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  prism.stdout.on('data', (c: Buffer) => (log += c.toString()));
  prism.stderr.on('data', (c: Buffer) => (log += c.toString()));
  let failures = 0;
  let count = 0;
  try {
    await waitForPrism(
      port,
      () => log,
      () => prism.exitCode !== null,
    );
    const base = `http://127.0.0.1:${port}`;
    for (const file of files) {
      const pact = JSON.parse(readFileSync(path.join(PACT_DIR, file), 'utf8')) as {
        interactions: PactInteraction[];
      };
      for (const interaction of pact.interactions) {
        count += 1;
        const [url, init] = requestOf(base, interaction);
        const answer = await fetch(url, init);
        await answer.arrayBuffer();
        const problems: string[] = [];
        const violations = answer.headers.get('sl-violations');
        if (violations) problems.push(`sl-violations: ${violations}`);
        if (answer.status !== interaction.response.status) {
          problems.push(`status ${answer.status}, the pact expects ${interaction.response.status}`);
        }
        const wanted = headerValue(interaction.response.headers, 'content-type');
        const got = answer.headers.get('content-type') ?? '';
        if (wanted && !got.startsWith(wanted.split(';')[0] ?? wanted)) {
          problems.push(`content type "${got}", the pact expects "${wanted}"`);
        }
        const label = `${interaction.request.method} ${interaction.request.path} -> ${interaction.response.status} (${interaction.description})`;
        if (problems.length > 0) {
          failures += 1;
          console.error(`FAIL ${label}\n  ${problems.join('\n  ')}`);
        } else {
          console.log(`ok   ${label}`);
        }
      }
    }
  } finally {
    prism.kill('SIGTERM');
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${count - failures} of ${count} pact requests answered contract-valid by Prism in ${seconds} s`,
  );
  return failures > 0 ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
