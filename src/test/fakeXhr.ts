import { getResponse, RequestHandler } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { buildMultipart } from '../../mock-server/multipart';
import { server } from './sandbox';

/** What a page sets on an XMLHttpRequest, recorded; each fake adds how the server answers. */
export class RecordingXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
}

/**
 * A fake XMLHttpRequest for page tests: records each upload and, after a progress event, hands it
 * to the sandbox's handlers (the same fake back end as every other call). It stays because MSW's
 * own XHR interception under jsdom loses a file's name and bytes (jsdom's File is no Fetch Blob),
 * and tests step the transport: `FakeXhr.respond` may hang a request or answer a failure itself.
 * `installFakeXhr()` at the top of a test file installs it for each test.
 */
export interface FakeXhrResponse {
  status: number;
  body: unknown;
}

export class FakeXhr extends RecordingXhr {
  static sent: FakeXhr[] = [];
  /** Decides the response for each request; the default, 'sandbox', lets the sandbox store it. */
  static respond: (request: FakeXhr) => FakeXhrResponse | 'hang' | 'sandbox' = () => 'sandbox';

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.respond = () => 'sandbox';
  }

  private responseHeaders = new Headers();
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }
  abort() {
    this.onabort?.();
  }
  /** The multipart field names and file names sent. */
  get parts(): [string, string][] {
    return [...(this.body?.entries() ?? [])].map(([name, value]) => [
      name,
      value instanceof File ? value.name : String(value),
    ]);
  }
  /** The request as the browser would put it on the wire, answered by the current handlers. */
  private async fromSandbox(): Promise<void> {
    const boundary = 'fakeXhrBoundary';
    const parts = await Promise.all(
      [...(this.body?.entries() ?? [])].map(async ([name, value]) =>
        value instanceof File
          ? {
              name,
              filename: value.name,
              contentType: value.type || 'application/octet-stream',
              data: Buffer.from(await value.arrayBuffer()),
            }
          : { name, data: String(value) },
      ),
    );
    const request = new Request(this.url, {
      method: this.method,
      headers: { ...this.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(buildMultipart(boundary, parts)),
    });
    const handlers = server
      .listHandlers()
      .filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
    const response = await getResponse(handlers, request);
    this.responseHeaders = response?.headers ?? new Headers();
    this.status = response?.status ?? 404;
    this.responseText = (await response?.text()) ?? '';
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.respond(this);
    if (reply === 'hang') return;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      void (async () => {
        if (reply === 'sandbox') await this.fromSandbox();
        else {
          this.status = reply.status;
          this.responseText = JSON.stringify(reply.body);
        }
        this.onload?.();
      })();
    }, 0);
  }
}

/** Each test of the file uploads through a fresh FakeXhr. */
export function installFakeXhr(): void {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());
}
