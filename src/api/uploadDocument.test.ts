import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store';
import { TEST_CONFIG } from '../test/renderWithStore';
import { loginSucceeded, type SessionState } from './session';
import { uploadDocument, uploadDocumentThunk, UploadFailure } from './uploadDocument';

type Listener = ((event: ProgressEvent) => void) | null;

/** Records what the page sends and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const session: SessionState = {
  token: 'tok',
  userId: '7',
  userEmail: 'guest@example.com',
  lastAccess: '2026-01-01T00:00:00Z',
  loading: false,
  authRequiredFrom: null,
};

const passport = () => new File(['jpeg-bytes'], 'passport.jpg', { type: 'image/jpeg' });

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadDocument', () => {
  it('posts real multipart with the file in the field named {resourceKey}[0] and auth headers', async () => {
    const file = passport();
    const result = uploadDocument({
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'customer_documents',
      file,
    });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/v1/portal/customer_documents/upload');
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Info': '7',
      'X-Last-Access': '2026-01-01T00:00:00Z',
    });
    expect(xhr.body).toBeInstanceOf(FormData);
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['customer_documents[0]']);
    const part = xhr.body?.get('customer_documents[0]');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('passport.jpg');

    xhr.respond(200, { message: 'File uploaded successfully.', document: { id: 9, path: '/p/9' } });
    await expect(result).resolves.toEqual({
      status: 200,
      message: 'File uploaded successfully.',
      document: { id: 9, path: '/p/9' },
    });
  });

  it('uses flight_documents[0] for flight documents', () => {
    void uploadDocument({
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'flight_documents',
      file: passport(),
    }).catch(() => undefined);
    expect(sent().url).toBe('http://api.test/v1/portal/flight_documents/upload');
    expect([...(sent().body?.keys() ?? [])]).toEqual(['flight_documents[0]']);
  });

  it('reports upload progress in percent', async () => {
    const onProgress = vi.fn();
    const result = uploadDocument({
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'customer_documents',
      file: passport(),
      onProgress,
    });
    sent().progress(25, 100);
    sent().progress(50, 200);
    sent().progress(100, 100);
    sent().respond(200, { message: 'ok', document: { id: 1, path: '/x' } });
    await result;
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([25, 25, 100, 100]);
  });

  it('delivers a 400 as an answer carrying the server message', async () => {
    const result = uploadDocument({
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'customer_documents',
      file: passport(),
    });
    sent().respond(400, { message: 'Maximum number of files (12) exceeded.' });
    await expect(result).resolves.toMatchObject({
      status: 400,
      message: 'Maximum number of files (12) exceeded.',
    });
  });

  it('rejects with kind "cancelled" when the signal aborts', async () => {
    const controller = new AbortController();
    const result = uploadDocument({
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'customer_documents',
      file: passport(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('rejects a 500 and a lost connection as failures', async () => {
    const options = {
      apiBaseUrl: 'http://api.test/v1',
      session,
      resourceKey: 'customer_documents' as const,
      file: passport(),
    };
    const serverError = uploadDocument(options);
    sent().respond(500, { message: 'Server exploded' });
    await expect(serverError).rejects.toEqual(new UploadFailure('server', 'Server exploded', 500));
    const offline = uploadDocument(options);
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ kind: 'network' });
  });

  it('makes no call without a token', async () => {
    await expect(
      uploadDocument({
        apiBaseUrl: 'http://api.test/v1',
        session: { ...session, token: null },
        resourceKey: 'customer_documents',
        file: passport(),
      }),
    ).rejects.toMatchObject({ kind: 'no-token' });
    expect(FakeXhr.last).toBeNull();
  });
});

describe('uploadDocumentThunk', () => {
  function loggedInStore() {
    const store = createAppStore(TEST_CONFIG);
    store.dispatch(
      loginSucceeded({
        token: 'store-token',
        userId: '7',
        userEmail: 'guest@example.com',
        lastAccess: '2026-01-01T00:00:00Z',
      }),
    );
    return store;
  }

  it('takes the API address from the config and remembers the server time', async () => {
    const store = loggedInStore();
    const result = store.dispatch(
      uploadDocumentThunk({ resourceKey: 'customer_documents', file: passport() }),
    );
    expect(sent().url).toBe('http://api.test/v1/portal/customer_documents/upload');
    expect(sent().headers.Authorization).toBe('Bearer store-token');
    sent().respond(
      200,
      { message: 'ok', document: { id: 3, path: '/x' } },
      { 'x-last-access': '2026-02-02T10:00:00Z' },
    );
    await result;
    expect(store.getState().session.lastAccess).toBe('2026-02-02T10:00:00Z');
  });

  it('asks the guest to sign in again on 401', async () => {
    const store = loggedInStore();
    const result = store.dispatch(
      uploadDocumentThunk({ resourceKey: 'flight_documents', file: passport() }),
    );
    sent().respond(401, { message: 'Unauthenticated.' });
    await expect(result).rejects.toMatchObject({ kind: 'server', status: 401 });
    expect(store.getState().session.authRequiredFrom).not.toBeNull();
  });
});
