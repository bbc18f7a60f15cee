// The front gateway (port 4010): CORS, files, provider pages, control endpoints and faults, then
// /v1 calls to Prism (contract validation) or, for binary bodies Prism corrupts, straight upstream.
import http from 'node:http';
import { handleControl } from './control.js';
import { emptyLists, takeFault, type Fault } from './faults.js';
import { serveFile } from './files.js';
import { stripApiPrefix } from './routes.js';
import { handleSandboxPage } from './sandboxPages.js';

export interface GatewayOptions {
  upstreamPort: number;
  /** null = no Prism (openapi.yaml missing or tests): /v1 goes straight to the upstream. */
  prism: { port: number; stripV1: boolean; mock?: boolean } | null;
}

const ALLOW_HEADERS = 'Authorization, X-User-Info, X-Last-Access, Content-Type';

/** Our CORS headers replace whatever Prism or the upstream set (Prism sends Expose-Headers: *). */
const corsHeaders = (req: http.IncomingMessage): Record<string, string> => {
  const origin = req.headers.origin;
  const base = { 'Access-Control-Expose-Headers': 'x-last-access', Vary: 'Origin' };
  return origin
    ? { ...base, 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
    : { ...base, 'Access-Control-Allow-Origin': '*' };
};

const sendJson = (
  res: http.ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
): void => {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'x-last-access': new Date().toISOString(),
  });
  res.end(body);
};

/** Uploads and the PDF response carry bytes Prism would mangle (its proxy re-encodes non-UTF-8 bodies): bypass it. */
export const isBinaryCall = (req: http.IncomingMessage, apiPath: string): boolean =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/') ||
  (req.method === 'POST' &&
    (apiPath === '/portal/pdf' || /^\/portal\/(customer|flight)_documents\/upload$/.test(apiPath)));

const forward = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  port: number,
  path: string,
  transform?: (body: unknown) => unknown,
  truncate = false,
): void => {
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path, headers: req.headers },
    (answer) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [key, value] of Object.entries(answer.headers)) {
        if (!key.startsWith('access-control-') && key !== 'vary' && value !== undefined)
          headers[key] = value;
      }
      // Prism's own responses (401, 422) lack it; the contract wants it on every response.
      headers['x-last-access'] ??= new Date().toISOString();
      const isJson = (answer.headers['content-type'] ?? '').includes('json');
      if (truncate) {
        // Announce the whole length, send half of it, then cut the connection.
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const whole = Buffer.concat(chunks);
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': whole.length });
          res.write(whole.subarray(0, Math.floor(whole.length / 2)));
          setTimeout(() => res.socket?.destroy(), 50);
        });
        return;
      }
      if (!transform || !isJson || (answer.statusCode ?? 500) >= 300) {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        let text: string;
        try {
          text = JSON.stringify(transform(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        } catch {
          text = Buffer.concat(chunks).toString('utf8');
        }
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 200, {
          ...headers,
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      });
    },
  );
  upstream.on('error', (err) => {
    if (res.headersSent) return void res.destroy();
    sendJson(
      res,
      502,
      JSON.stringify({
        message: `Sandbox gateway: upstream on port ${port} failed (${err.message}).`,
      }),
    );
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
};

const applyFault = (
  fault: Fault,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  go: () => void,
): void => {
  switch (fault.kind) {
    case '500':
      req.resume();
      return sendJson(
        res,
        500,
        JSON.stringify({ message: 'Sandbox fault: simulated server error.' }),
      );
    case 'drop':
      return void req.socket.destroy();
    case 'malformed':
      req.resume();
      return sendJson(res, 200, '{"status": "uncomplete", "passengers": [ {"id": 1,');
    case 'missing-fields':
      req.resume();
      return sendJson(res, 200, '{}');
    case 'delay': {
      const timer = setTimeout(go, fault.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case 'hang':
      // Never answers; the request is kept open until the client gives up.
      return void req.resume();
    case 'raw':
      req.resume();
      return sendJson(res, fault.status, fault.body, fault.contentType);
    case 'locked':
      req.resume();
      return sendJson(
        res,
        423,
        JSON.stringify({ message: 'This task has already been submitted and is locked.' }),
      );
    case 'empty-list':
    case 'truncate':
      return go();
  }
};

const handleApi = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  opts: GatewayOptions,
): void => {
  const apiPath = stripApiPrefix(url.pathname);
  const binary = isBinaryCall(req, apiPath);
  // `prism mock` forwards nothing, so binary bodies cannot be corrupted: everything goes there.
  const viaPrism = opts.prism && (!binary || opts.prism.mock) ? opts.prism : null;
  const path = viaPrism?.stripV1 ? `${apiPath}${url.search}` : `${url.pathname}${url.search}`;
  const port = viaPrism ? viaPrism.port : opts.upstreamPort;
  const fault = takeFault(req.method ?? 'GET', url.pathname);
  const go = (): void =>
    forward(
      req,
      res,
      port,
      path,
      fault?.kind === 'empty-list' ? emptyLists : undefined,
      fault?.kind === 'truncate',
    );
  if (fault) applyFault(fault, req, res, go);
  else go();
};

export const gatewayHandler =
  (opts: GatewayOptions): http.RequestListener =>
  (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    for (const [k, v] of Object.entries(corsHeaders(req))) res.setHeader(k, v);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        // As openapi.yaml asks of the back end: a browser asks again at most every 2 hours.
        'Access-Control-Max-Age': '7200',
      });
      res.end();
      return;
    }
    const p = url.pathname;
    const fail = (err: unknown): void => {
      console.error('[sandbox] gateway error', err);
      if (!res.headersSent)
        sendJson(res, 500, JSON.stringify({ message: 'Sandbox gateway error.' }));
      else res.destroy();
    };
    if (p === '/v1' || p.startsWith('/v1/')) return handleApi(req, res, url, opts);
    if (p === '/favicon.ico') return void res.writeHead(204).end(); // top-level provider pages ask
    if (p.startsWith('/files/') && (req.method === 'GET' || req.method === 'HEAD')) {
      return serveFile(req, res, p.slice('/files'.length));
    }
    if (p.startsWith('/__sandbox/')) return void handleControl(req, res, p).catch(fail);
    if (p.startsWith('/sandbox/')) {
      return void handleSandboxPage(req, res, url)
        .then((handled) => {
          if (!handled) sendJson(res, 404, JSON.stringify({ message: 'Not found.' }));
        })
        .catch(fail);
    }
    sendJson(res, 404, JSON.stringify({ message: 'Not found.' }));
  };

export const createGateway = (opts: GatewayOptions): http.Server =>
  http.createServer(gatewayHandler(opts));
