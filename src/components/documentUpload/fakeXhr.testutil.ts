import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fake XMLHttpRequest for page tests: records each upload and responds to it from `FakeXhr.respond`
 * on the next tick, after a progress event. `installFakeXhr()` at the top of a test file installs it for each test.
 */
export interface FakeXhrResponse {
  status: number;
  body: unknown;
}

export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** Decides the response for each request; the default stores the file. */
  static respond: (request: FakeXhr) => FakeXhrResponse | 'hang' = () => ({
    status: 200,
    body: { message: 'File uploaded successfully.', document: { id: 99, path: '/x.pdf' } },
  });

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.respond = () => ({
      status: 200,
      body: { message: 'File uploaded successfully.', document: { id: 99, path: '/x.pdf' } },
    });
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
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
  getResponseHeader() {
    return null;
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
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.respond(this);
    if (reply === 'hang') return;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
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
